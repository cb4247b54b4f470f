import gql from 'graphql-tag';

const commonTypes = gql`
  type Stage implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    slug: String!
    name: String!
    description: String!
    address: String!
    capacity: Int!
    featuredAsset: Asset
  }

  type Actor implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    slug: String!
    name: String!
    summary: String!
    biography: String!
    memberSince: Int!
    portrait: Asset
    gallery: [Asset!]!
    roles: [CastMember!]!
  }

  "An actor cast as a character in a play."
  type CastMember implements Node {
    id: ID!
    character: String!
    position: Int!
    actor: Actor!
    play: Play!
  }

  type Play implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    slug: String!
    title: String!
    summary: String!
    synopsis: String!
    author: String!
    director: String!
    durationMinutes: Int!
    ageRating: String!
    premiereYear: Int!
    stage: Stage
    featuredAsset: Asset
    gallery: [Asset!]!
    cast: [CastMember!]!
    "Performances still to come, soonest first."
    performances: [Performance!]!
  }

  "A play on a stage at a time; its tickets are sold as the product variant."
  type Performance implements Node {
    id: ID!
    startsAt: DateTime!
    "A cancelled performance is still listed, shown as cancelled, but no longer sold."
    cancelled: Boolean!
    cancelledAt: DateTime
    play: Play!
    stage: Stage!
    productVariantId: ID
    productVariant: ProductVariant
  }

  type ProgrammeItem implements Node {
    id: ID!
    day: Int!
    title: String!
    play: Play
  }

  type FestivalEdition implements Node {
    id: ID!
    year: Int!
    theme: String!
    programme: [ProgrammeItem!]!
  }

  type Festival implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    slug: String!
    name: String!
    summary: String!
    description: String!
    featuredAsset: Asset
    gallery: [Asset!]!
    editions: [FestivalEdition!]!
  }

  type TheatrePage implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    slug: String!
    title: String!
    summary: String!
    body: String!
  }

  type PlayList implements PaginatedList {
    items: [Play!]!
    totalItems: Int!
  }
  type ActorList implements PaginatedList {
    items: [Actor!]!
    totalItems: Int!
  }
  type StageList implements PaginatedList {
    items: [Stage!]!
    totalItems: Int!
  }
  type PerformanceList implements PaginatedList {
    items: [Performance!]!
    totalItems: Int!
  }

  # Filled in by Vendure at run time from the fields above.
  input PlayListOptions
  input ActorListOptions
  input StageListOptions
  input PerformanceListOptions
`;

export const shopApiExtensions = gql`
  ${commonTypes}

  # Merged by Vendure into the filter it generates from Performance's fields.
  input PerformanceFilterParameter {
    "The play's slug (the programme's filter by play)."
    playSlug: StringOperators
    "The stage's slug (the programme's filter by stage)."
    stageSlug: StringOperators
  }

  "What shoppers are told of a variant's stock, without its price."
  type VariantStockLevel {
    productVariantId: ID!
    "IN_STOCK, LOW_STOCK or OUT_OF_STOCK, as ProductVariant.stockLevel."
    stockLevel: String!
  }

  extend type Query {
    "The stock level of up to 100 variants of this channel (unknown or deleted ones are left out)."
    stockLevels(productVariantIds: [ID!]!): [VariantStockLevel!]!
    plays(options: PlayListOptions): PlayList!
    play(slug: String!): Play
    actors(options: ActorListOptions): ActorList!
    actor(slug: String!): Actor
    stages(options: StageListOptions): StageList!
    "Performances still to come, soonest first."
    performances(options: PerformanceListOptions): PerformanceList!
    festival(slug: String!): Festival
    theatrePage(slug: String!): TheatrePage
  }
`;

export const adminApiExtensions = gql`
  ${commonTypes}

  type FestivalList implements PaginatedList {
    items: [Festival!]!
    totalItems: Int!
  }
  type TheatrePageList implements PaginatedList {
    items: [TheatrePage!]!
    totalItems: Int!
  }
  input FestivalListOptions
  input TheatrePageListOptions

  # Every language's texts, for the Dashboard's forms (the Shop API shows one language).
  type PlayTranslation {
    id: ID!
    languageCode: LanguageCode!
    title: String!
    summary: String!
    synopsis: String!
    author: String!
    director: String!
  }
  type ActorTranslation {
    id: ID!
    languageCode: LanguageCode!
    name: String!
    summary: String!
    biography: String!
  }
  type StageTranslation {
    id: ID!
    languageCode: LanguageCode!
    name: String!
    description: String!
    address: String!
  }
  type CastMemberTranslation {
    id: ID!
    languageCode: LanguageCode!
    character: String!
  }
  type FestivalTranslation {
    id: ID!
    languageCode: LanguageCode!
    name: String!
    summary: String!
    description: String!
  }
  type FestivalEditionTranslation {
    id: ID!
    languageCode: LanguageCode!
    theme: String!
  }
  type ProgrammeItemTranslation {
    id: ID!
    languageCode: LanguageCode!
    title: String!
  }
  type TheatrePageTranslation {
    id: ID!
    languageCode: LanguageCode!
    title: String!
    summary: String!
    body: String!
  }
  extend type Play {
    translations: [PlayTranslation!]!
  }
  extend type Actor {
    translations: [ActorTranslation!]!
  }
  extend type Stage {
    translations: [StageTranslation!]!
  }
  extend type CastMember {
    translations: [CastMemberTranslation!]!
  }
  extend type Festival {
    translations: [FestivalTranslation!]!
  }
  extend type FestivalEdition {
    translations: [FestivalEditionTranslation!]!
  }
  extend type ProgrammeItem {
    translations: [ProgrammeItemTranslation!]!
  }
  extend type TheatrePage {
    translations: [TheatrePageTranslation!]!
  }

  enum TheatreEntity {
    PLAY
    ACTOR
    STAGE
    FESTIVAL
    PAGE
  }
  "Something that still refers to a theatre entity, named in the Dashboard's delete confirmation."
  type TheatreReference {
    "What refers to it: Role, Performance, Play, Programme item, Edition or Storefront page."
    type: String!
    "Its name in the request's language, e.g. 'Hamlet, 12 Dec 2026, 19:00, Main Stage'."
    name: String!
    "True when it prevents deletion (an upcoming performance may have sold tickets)."
    blocksDeletion: Boolean!
  }

  input StageTranslationInput {
    id: ID
    languageCode: LanguageCode!
    name: String
    description: String
    address: String
  }
  input CreateStageInput {
    slug: String!
    capacity: Int!
    featuredAssetId: ID
    translations: [StageTranslationInput!]!
  }
  input UpdateStageInput {
    id: ID!
    slug: String
    capacity: Int
    featuredAssetId: ID
    translations: [StageTranslationInput!]
  }

  input ActorTranslationInput {
    id: ID
    languageCode: LanguageCode!
    name: String
    summary: String
    biography: String
  }
  input CreateActorInput {
    slug: String!
    memberSince: Int!
    portraitId: ID
    galleryIds: [ID!]
    translations: [ActorTranslationInput!]!
  }
  input UpdateActorInput {
    id: ID!
    slug: String
    memberSince: Int
    portraitId: ID
    galleryIds: [ID!]
    translations: [ActorTranslationInput!]
  }

  input CastMemberTranslationInput {
    id: ID
    languageCode: LanguageCode!
    character: String
  }
  input CastMemberInput {
    actorId: ID!
    translations: [CastMemberTranslationInput!]!
  }
  input PlayTranslationInput {
    id: ID
    languageCode: LanguageCode!
    title: String
    summary: String
    synopsis: String
    author: String
    director: String
  }
  input CreatePlayInput {
    slug: String!
    durationMinutes: Int!
    ageRating: String!
    premiereYear: Int!
    stageId: ID
    featuredAssetId: ID
    galleryIds: [ID!]
    cast: [CastMemberInput!]
    translations: [PlayTranslationInput!]!
  }
  input UpdatePlayInput {
    id: ID!
    slug: String
    durationMinutes: Int
    ageRating: String
    premiereYear: Int
    stageId: ID
    featuredAssetId: ID
    galleryIds: [ID!]
    "Replaces the whole cast when given."
    cast: [CastMemberInput!]
    translations: [PlayTranslationInput!]
  }

  "One form: saving creates the ticket variant (stock = seats) and the performance together."
  input SchedulePerformanceInput {
    playId: ID!
    stageId: ID!
    startsAt: DateTime!
    "Price of one ticket, tax included as the channel's prices are."
    price: Money!
    seats: Int!
  }
  input CreatePerformanceInput {
    playId: ID!
    stageId: ID!
    startsAt: DateTime!
    productVariantId: ID
  }
  "Changes the performance and its ticket together; what is left out stays as it is."
  input UpdatePerformanceInput {
    id: ID!
    "Only the performance's own play: its tickets belong to the play."
    playId: ID
    stageId: ID
    startsAt: DateTime
    "Price of one ticket, tax included as the channel's prices are."
    price: Money
    "Seats in all (sold, held and for sale); not fewer than are sold or held."
    seats: Int
  }

  input FestivalTranslationInput {
    id: ID
    languageCode: LanguageCode!
    name: String
    summary: String
    description: String
  }
  "An edition is saved anew with its festival; an id is accepted and ignored (the Dashboard sends the one it read)."
  input FestivalEditionTranslationInput {
    id: ID
    languageCode: LanguageCode!
    theme: String!
  }
  input ProgrammeItemTranslationInput {
    id: ID
    languageCode: LanguageCode!
    title: String!
  }
  input ProgrammeItemInput {
    day: Int!
    playId: ID
    translations: [ProgrammeItemTranslationInput!]!
  }
  input FestivalEditionInput {
    year: Int!
    translations: [FestivalEditionTranslationInput!]!
    programme: [ProgrammeItemInput!]!
  }
  input CreateFestivalInput {
    slug: String!
    featuredAssetId: ID
    galleryIds: [ID!]
    editions: [FestivalEditionInput!]
    translations: [FestivalTranslationInput!]!
  }
  input UpdateFestivalInput {
    id: ID!
    slug: String
    featuredAssetId: ID
    galleryIds: [ID!]
    "Replaces all editions when given."
    editions: [FestivalEditionInput!]
    translations: [FestivalTranslationInput!]
  }

  input TheatrePageTranslationInput {
    id: ID
    languageCode: LanguageCode!
    title: String
    summary: String
    body: String
  }
  input CreateTheatrePageInput {
    slug: String!
    translations: [TheatrePageTranslationInput!]!
  }
  input UpdateTheatrePageInput {
    id: ID!
    slug: String
    translations: [TheatrePageTranslationInput!]
  }

  extend type Query {
    plays(options: PlayListOptions): PlayList!
    play(id: ID!): Play
    actors(options: ActorListOptions): ActorList!
    actor(id: ID!): Actor
    stages(options: StageListOptions): StageList!
    stage(id: ID!): Stage
    performances(options: PerformanceListOptions): PerformanceList!
    performance(id: ID!): Performance
    festivals(options: FestivalListOptions): FestivalList!
    festival(id: ID!): Festival
    theatrePages(options: TheatrePageListOptions): TheatrePageList!
    theatrePage(id: ID!): TheatrePage
    "What still refers to a play, actor, stage, festival or page: what deleting it would touch."
    theatreReferences(entity: TheatreEntity!, id: ID!): [TheatreReference!]!
  }

  extend type Mutation {
    createStage(input: CreateStageInput!): Stage!
    updateStage(input: UpdateStageInput!): Stage!
    deleteStage(id: ID!): DeletionResponse!
    createActor(input: CreateActorInput!): Actor!
    updateActor(input: UpdateActorInput!): Actor!
    deleteActor(id: ID!): DeletionResponse!
    createPlay(input: CreatePlayInput!): Play!
    updatePlay(input: UpdatePlayInput!): Play!
    deletePlay(id: ID!): DeletionResponse!
    schedulePerformance(input: SchedulePerformanceInput!): Performance!
    createPerformance(input: CreatePerformanceInput!): Performance!
    updatePerformance(input: UpdatePerformanceInput!): Performance!
    "Stops the sale of a performance; it stays listed as cancelled. Paid orders are refunded from their page."
    cancelPerformance(id: ID!): Performance!
    deletePerformance(id: ID!): DeletionResponse!
    createFestival(input: CreateFestivalInput!): Festival!
    updateFestival(input: UpdateFestivalInput!): Festival!
    deleteFestival(id: ID!): DeletionResponse!
    createTheatrePage(input: CreateTheatrePageInput!): TheatrePage!
    updateTheatrePage(input: UpdateTheatrePageInput!): TheatrePage!
    deleteTheatrePage(id: ID!): DeletionResponse!
  }
`;
