import {
  type DashboardRouteDefinition,
  Input,
  PageBlock,
  RichTextInput,
  Textarea,
  TranslatableFormFieldWrapper,
} from '@vendure/dashboard';
import { graphql } from './graphql';
import { TheatreDetail, theatreDetailLoader } from './theatre-detail';
import { SlugField, slugRule } from './theatre-form';
import { TheatreList } from './theatre-list';

const pageList = graphql(`
  query TheatrePageList($options: TheatrePageListOptions) {
    theatrePages(options: $options) {
      items { id createdAt updatedAt title slug summary }
      totalItems
    }
  }
`);

const pageDetail = graphql(`
  query TheatrePageDetail($id: ID!) {
    theatrePage(id: $id) {
      id createdAt updatedAt slug title
      translations { id languageCode title summary body }
    }
  }
`);

const createPage = graphql(`
  mutation TheatreCreatePage($input: CreateTheatrePageInput!) { createTheatrePage(input: $input) { id } }
`);
const updatePage = graphql(`
  mutation TheatreUpdatePage($input: UpdateTheatrePageInput!) { updateTheatrePage(input: $input) { id } }
`);
const deletePage = graphql(`
  mutation TheatreDeletePage($id: ID!) { deleteTheatrePage(id: $id) { result message } }
`);

const pageId = 'theatre-page-detail';
const title = (page: { title?: string } | null | undefined) => page?.title ?? '';

/** The theatre's editorial pages, such as its history. */
export const pageRoutes: DashboardRouteDefinition[] = [
  {
    path: '/theatre-pages',
    loader: () => ({ breadcrumb: 'Pages' }),
    navMenuItem: {
      sectionId: 'theatre',
      id: 'theatre-pages',
      title: 'Pages',
      url: '/theatre-pages',
      order: 600,
      requiresPermission: ['ReadTheatre'],
    },
    component: (route) => (
      <TheatreList
        route={route}
        pageId="theatre-page-list"
        title="Pages"
        noun="page"
        kind="PAGE"
        listQuery={pageList}
        nameField="title"
        deleteDocument={deletePage}
        defaultVisibility={{ title: true, slug: true, summary: true }}
      />
    ),
  },
  {
    path: '/theatre-pages/$id',
    loader: theatreDetailLoader({
      pageId,
      queryDocument: pageDetail,
      list: { path: '/theatre-pages', label: 'Pages' },
      noun: 'page',
      title,
    }),
    component: (route) => (
      <TheatreDetail
        route={route}
        pageId={pageId}
        noun="page"
        queryDocument={pageDetail}
        createDocument={createPage}
        updateDocument={updatePage}
        title={title}
        texts={['title', 'summary', 'body']}
        rules={[slugRule]}
        setValuesForUpdate={(page) => ({
          id: page.id,
          slug: page.slug,
          translations: page.translations.map((t: any) => ({
            id: t.id,
            languageCode: t.languageCode,
            title: t.title,
            summary: t.summary,
            body: t.body,
          })),
        })}
      >
        {(form) => (
          <>
            <PageBlock column="main" blockId="page-texts">
              <div className="space-y-4">
                <TranslatableFormFieldWrapper
                  control={form.control}
                  name="title"
                  label="Title"
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
                  name="body"
                  label="Text"
                  render={({ field }) => <RichTextInput {...field} />}
                />
              </div>
            </PageBlock>
            <PageBlock column="side" blockId="page-facts">
              <SlugField control={form.control} />
            </PageBlock>
          </>
        )}
      </TheatreDetail>
    ),
  },
];
