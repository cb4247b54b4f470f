import { Input, PageBlock, Textarea, TranslatableFormFieldWrapper } from '@vendure/dashboard';
import { graphql } from '../../../dashboard-kit/graphql';
import { EditionsEditor, editionsRule } from './editions-editor';
import { savedRowKey } from './kept-rows';
import { RichText } from './read-only';
import { PicturesField, SlugField, slugRule } from './theatre-form';
import { pictureFields } from './theatre-queries';
import { theatreRoutes } from './theatre-routes';

/** A nested row's texts as its input takes them: each language's one field. */
const texts = (translations: Array<Record<string, string>>, field: string) =>
  translations.map((t) => ({ id: t.id, languageCode: t.languageCode, [field]: t[field] }));

export const festivalRoutes = theatreRoutes({
  path: '/festivals',
  title: 'Festivals',
  noun: 'festival',
  kind: 'FESTIVAL',
  order: 500,
  nameField: 'name',
  columns: { name: true, slug: true, summary: true },
  listQuery: graphql(`
    query TheatreFestivalList($options: FestivalListOptions) {
      festivals(options: $options) {
        items { id createdAt updatedAt name slug summary }
        totalItems
      }
    }
  `),
  queryDocument: graphql(
    `
    query TheatreFestivalDetail($id: ID!) {
      festival(id: $id) {
        id createdAt updatedAt slug name
        featuredAsset { ...TheatrePicture }
        gallery { ...TheatrePicture }
        editions {
          id year
          translations { id languageCode theme }
          programme { id day play { id } translations { id languageCode title } }
        }
        translations { id languageCode name summary description }
      }
    }
  `,
    [pictureFields],
  ),
  createDocument: graphql(`
    mutation TheatreCreateFestival($input: CreateFestivalInput!) { createFestival(input: $input) { id } }
  `),
  updateDocument: graphql(`
    mutation TheatreUpdateFestival($input: UpdateFestivalInput!) { updateFestival(input: $input) { id } }
  `),
  deleteDocument: graphql(`
    mutation TheatreDeleteFestival($id: ID!) { deleteFestival(id: $id) { result message } }
  `),
  texts: ['name', 'summary', 'description'],
  rules: [slugRule, editionsRule],
  values: (festival) => ({
    slug: festival.slug,
    featuredAssetId: festival.featuredAsset?.id ?? null,
    galleryIds: festival.gallery.map((asset: { id: string }) => asset.id),
    editions: festival.editions.map((edition: any) => ({
      key: savedRowKey('edition', edition.id),
      year: edition.year,
      translations: texts(edition.translations, 'theme'),
      programme: edition.programme.map((item: any) => ({
        key: savedRowKey('item', item.id),
        day: item.day,
        playId: item.play?.id ?? null,
        translations: texts(item.translations, 'title'),
      })),
    })),
  }),
  form: (form, festival) => (
    <>
      <PageBlock column="main" blockId="festival-texts">
        <div className="space-y-4">
          <TranslatableFormFieldWrapper
            control={form.control}
            name="name"
            label="Name"
            render={({ field }) => <Input {...field} />}
          />
          <TranslatableFormFieldWrapper
            control={form.control}
            name="summary"
            label="Summary"
            render={({ field }) => <Textarea {...field} />}
          />
          <TranslatableFormFieldWrapper
            control={form.control}
            name="description"
            label="Description"
            render={({ field }) => <RichText {...field} />}
          />
        </div>
      </PageBlock>
      <PageBlock column="main" blockId="festival-editions" title="Editions and programme">
        <EditionsEditor />
      </PageBlock>
      <PageBlock column="side" blockId="festival-facts">
        <SlugField control={form.control} />
      </PageBlock>
      <PageBlock column="side" blockId="festival-pictures" title="Pictures">
        <PicturesField entity={festival} />
      </PageBlock>
    </>
  ),
});
