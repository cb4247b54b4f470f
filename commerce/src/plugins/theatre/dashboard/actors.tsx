import {
  type DashboardRouteDefinition,
  DetailFormGrid,
  Input,
  PageBlock,
  RichTextInput,
  Textarea,
  TranslatableFormFieldWrapper,
} from '@vendure/dashboard';
import { graphql } from './graphql';
import { TheatreDetail, theatreDetailLoader } from './theatre-detail';
import { NumberField, PicturesField, SlugField, slugRule, wholeNumber } from './theatre-form';
import { TheatreList } from './theatre-list';
import { pictureFields } from './theatre-queries';

const actorList = graphql(`
  query TheatreActorList($options: ActorListOptions) {
    actors(options: $options) {
      items { id createdAt updatedAt name slug memberSince summary }
      totalItems
    }
  }
`);

const actorDetail = graphql(
  `
  query TheatreActorDetail($id: ID!) {
    actor(id: $id) {
      id createdAt updatedAt slug name memberSince
      portrait { ...TheatrePicture }
      gallery { ...TheatrePicture }
      roles { character play { title } }
      translations { id languageCode name summary biography }
    }
  }
`,
  [pictureFields],
);

const createActor = graphql(`
  mutation TheatreCreateActor($input: CreateActorInput!) { createActor(input: $input) { id } }
`);
const updateActor = graphql(`
  mutation TheatreUpdateActor($input: UpdateActorInput!) { updateActor(input: $input) { id } }
`);
const deleteActor = graphql(`
  mutation TheatreDeleteActor($id: ID!) { deleteActor(id: $id) { result message } }
`);

const pageId = 'theatre-actor-detail';
const title = (actor: { name?: string } | null | undefined) => actor?.name ?? '';

export const actorRoutes: DashboardRouteDefinition[] = [
  {
    path: '/actors',
    loader: () => ({ breadcrumb: 'Actors' }),
    navMenuItem: {
      sectionId: 'theatre',
      id: 'actors',
      title: 'Actors',
      url: '/actors',
      order: 200,
      requiresPermission: ['ReadTheatre'],
    },
    component: (route) => (
      <TheatreList
        route={route}
        pageId="theatre-actor-list"
        title="Actors"
        noun="actor"
        kind="ACTOR"
        listQuery={actorList}
        nameField="name"
        deleteDocument={deleteActor}
        defaultVisibility={{ name: true, slug: true, memberSince: true }}
      />
    ),
  },
  {
    path: '/actors/$id',
    loader: theatreDetailLoader({
      pageId,
      queryDocument: actorDetail,
      list: { path: '/actors', label: 'Actors' },
      noun: 'actor',
      title,
    }),
    component: (route) => (
      <TheatreDetail
        route={route}
        pageId={pageId}
        noun="actor"
        queryDocument={actorDetail}
        createDocument={createActor}
        updateDocument={updateActor}
        title={title}
        texts={['name', 'summary', 'biography']}
        rules={[slugRule, wholeNumber('memberSince', 1900, 2100, 'The year they joined the company, e.g. 2015.')]}
        setValuesForUpdate={(actor) => ({
          id: actor.id,
          slug: actor.slug,
          memberSince: actor.memberSince,
          portraitId: actor.portrait?.id ?? null,
          galleryIds: actor.gallery.map((asset: { id: string }) => asset.id),
          translations: actor.translations.map((t: any) => ({
            id: t.id,
            languageCode: t.languageCode,
            name: t.name,
            summary: t.summary,
            biography: t.biography,
          })),
        })}
      >
        {(form, actor) => (
          <>
            <PageBlock column="main" blockId="actor-texts">
              <div className="space-y-4">
                <DetailFormGrid>
                  <TranslatableFormFieldWrapper
                    control={form.control}
                    name="name"
                    label="Name"
                    render={({ field }) => <Input {...field} />}
                  />
                </DetailFormGrid>
                <TranslatableFormFieldWrapper
                  control={form.control}
                  name="summary"
                  label="Summary"
                  render={({ field }) => <Textarea {...field} />}
                />
                <TranslatableFormFieldWrapper
                  control={form.control}
                  name="biography"
                  label="Biography"
                  render={({ field }) => <RichTextInput {...field} />}
                />
              </div>
            </PageBlock>
            {actor?.roles?.length ? (
              <PageBlock column="main" blockId="actor-roles" title="Roles (edited on each play's page)">
                <ul className="list-disc pl-5 text-sm">
                  {actor.roles.map((role: { character: string; play: { title: string } }) => (
                    <li key={`${role.play.title}-${role.character}`}>
                      {role.character} in {role.play.title}
                    </li>
                  ))}
                </ul>
              </PageBlock>
            ) : null}
            <PageBlock column="side" blockId="actor-facts">
              <div className="space-y-4">
                <SlugField control={form.control} />
                <NumberField control={form.control} name="memberSince" label="In the company since (year)" />
              </div>
            </PageBlock>
            <PageBlock column="side" blockId="actor-pictures" title="Portrait and gallery">
              <PicturesField entity={actor} featured="portraitId" />
            </PageBlock>
          </>
        )}
      </TheatreDetail>
    ),
  },
];
