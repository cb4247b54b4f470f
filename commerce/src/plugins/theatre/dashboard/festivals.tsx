import {
  type DashboardRouteDefinition,
  Input,
  PageBlock,
  RichTextInput,
  Textarea,
  TranslatableFormFieldWrapper,
} from '@vendure/dashboard';
import { EditionsEditor, editionsRule } from './editions-editor';
import { graphql } from './graphql';
import { TheatreDetail, theatreDetailLoader } from './theatre-detail';
import { PicturesField, SlugField, slugRule } from './theatre-form';
import { TheatreList } from './theatre-list';
import { pictureFields } from './theatre-queries';

const festivalList = graphql(`
  query TheatreFestivalList($options: FestivalListOptions) {
    festivals(options: $options) {
      items { id createdAt updatedAt name slug summary }
      totalItems
    }
  }
`);

const festivalDetail = graphql(
  `
  query TheatreFestivalDetail($id: ID!) {
    festival(id: $id) {
      id createdAt updatedAt slug name
      featuredAsset { ...TheatrePicture }
      gallery { ...TheatrePicture }
      editions {
        year
        translations { id languageCode theme }
        programme { day play { id } translations { id languageCode title } }
      }
      translations { id languageCode name summary description }
    }
  }
`,
  [pictureFields],
);

const createFestival = graphql(`
  mutation TheatreCreateFestival($input: CreateFestivalInput!) { createFestival(input: $input) { id } }
`);
const updateFestival = graphql(`
  mutation TheatreUpdateFestival($input: UpdateFestivalInput!) { updateFestival(input: $input) { id } }
`);
const deleteFestival = graphql(`
  mutation TheatreDeleteFestival($id: ID!) { deleteFestival(id: $id) { result message } }
`);

const pageId = 'theatre-festival-detail';
const title = (festival: { name?: string } | null | undefined) => festival?.name ?? '';
const texts = (translations: Array<Record<string, string>>, field: string) =>
  translations.map((t) => ({ id: t.id, languageCode: t.languageCode, [field]: t[field] }));

export const festivalRoutes: DashboardRouteDefinition[] = [
  {
    path: '/festivals',
    loader: () => ({ breadcrumb: 'Festivals' }),
    navMenuItem: {
      sectionId: 'theatre',
      id: 'festivals',
      title: 'Festivals',
      url: '/festivals',
      order: 500,
      requiresPermission: ['ReadTheatre'],
    },
    component: (route) => (
      <TheatreList
        route={route}
        pageId="theatre-festival-list"
        title="Festivals"
        noun="festival"
        kind="FESTIVAL"
        listQuery={festivalList}
        nameField="name"
        deleteDocument={deleteFestival}
        defaultVisibility={{ name: true, slug: true, summary: true }}
      />
    ),
  },
  {
    path: '/festivals/$id',
    loader: theatreDetailLoader({
      pageId,
      queryDocument: festivalDetail,
      list: { path: '/festivals', label: 'Festivals' },
      noun: 'festival',
      title,
    }),
    component: (route) => (
      <TheatreDetail
        route={route}
        pageId={pageId}
        noun="festival"
        queryDocument={festivalDetail}
        createDocument={createFestival}
        updateDocument={updateFestival}
        title={title}
        texts={['name', 'summary', 'description']}
        rules={[slugRule, editionsRule]}
        setValuesForUpdate={(festival) => ({
          id: festival.id,
          slug: festival.slug,
          featuredAssetId: festival.featuredAsset?.id ?? null,
          galleryIds: festival.gallery.map((asset: { id: string }) => asset.id),
          editions: festival.editions.map((edition: any) => ({
            year: edition.year,
            translations: texts(edition.translations, 'theme'),
            programme: edition.programme.map((item: any) => ({
              day: item.day,
              playId: item.play?.id ?? null,
              translations: texts(item.translations, 'title'),
            })),
          })),
          translations: festival.translations.map((t: any) => ({
            id: t.id,
            languageCode: t.languageCode,
            name: t.name,
            summary: t.summary,
            description: t.description,
          })),
        })}
      >
        {(form, festival) => (
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
                  render={({ field }) => <RichTextInput {...field} />}
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
        )}
      </TheatreDetail>
    ),
  },
];
