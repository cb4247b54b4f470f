import { DetailFormGrid, Input, PageBlock, Textarea, TranslatableFormFieldWrapper } from '@vendure/dashboard';
import { graphql } from '../../../dashboard-kit/graphql';
import { RichText } from './read-only';
import { NumberField, PicturesField, SlugField, slugRule, wholeNumber } from './theatre-form';
import { pictureFields } from './theatre-queries';
import { theatreRoutes } from './theatre-routes';

export const actorRoutes = theatreRoutes({
  path: '/actors',
  title: 'Actors',
  noun: 'actor',
  kind: 'ACTOR',
  order: 200,
  nameField: 'name',
  columns: { name: true, slug: true, memberSince: true },
  listQuery: graphql(`
    query TheatreActorList($options: ActorListOptions) {
      actors(options: $options) {
        items { id createdAt updatedAt name slug memberSince summary }
        totalItems
      }
    }
  `),
  queryDocument: graphql(
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
  ),
  createDocument: graphql(`
    mutation TheatreCreateActor($input: CreateActorInput!) { createActor(input: $input) { id } }
  `),
  updateDocument: graphql(`
    mutation TheatreUpdateActor($input: UpdateActorInput!) { updateActor(input: $input) { id } }
  `),
  deleteDocument: graphql(`
    mutation TheatreDeleteActor($id: ID!) { deleteActor(id: $id) { result message } }
  `),
  texts: ['name', 'summary', 'biography'],
  rules: [slugRule, wholeNumber('memberSince', 1900, 2100, 'The year they joined the company, e.g. 2015.')],
  values: (actor) => ({
    slug: actor.slug,
    memberSince: actor.memberSince,
    portraitId: actor.portrait?.id ?? null,
    galleryIds: actor.gallery.map((asset: { id: string }) => asset.id),
  }),
  form: (form, actor) => (
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
            render={({ field }) => <RichText {...field} />}
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
  ),
});
