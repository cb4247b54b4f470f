import { Input, PageBlock, Textarea, TranslatableFormFieldWrapper } from '@vendure/dashboard';
import { graphql } from '../../../dashboard-kit/graphql';
import { RichText } from './read-only';
import { SlugField, slugRule } from './theatre-form';
import { theatreRoutes } from './theatre-routes';

/** The theatre's editorial pages, such as its history. */
export const pageRoutes = theatreRoutes({
  path: '/theatre-pages',
  title: 'Pages',
  noun: 'page',
  kind: 'PAGE',
  order: 600,
  nameField: 'title',
  columns: { title: true, slug: true, summary: true },
  listQuery: graphql(`
    query TheatrePageList($options: TheatrePageListOptions) {
      theatrePages(options: $options) {
        items { id createdAt updatedAt title slug summary }
        totalItems
      }
    }
  `),
  queryDocument: graphql(`
    query TheatrePageDetail($id: ID!) {
      theatrePage(id: $id) {
        id createdAt updatedAt slug title
        translations { id languageCode title summary body }
      }
    }
  `),
  createDocument: graphql(`
    mutation TheatreCreatePage($input: CreateTheatrePageInput!) { createTheatrePage(input: $input) { id } }
  `),
  updateDocument: graphql(`
    mutation TheatreUpdatePage($input: UpdateTheatrePageInput!) { updateTheatrePage(input: $input) { id } }
  `),
  deleteDocument: graphql(`
    mutation TheatreDeletePage($id: ID!) { deleteTheatrePage(id: $id) { result message } }
  `),
  texts: ['title', 'summary', 'body'],
  rules: [slugRule],
  values: (page) => ({ slug: page.slug }),
  form: (form) => (
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
            render={({ field }) => <RichText {...field} />}
          />
        </div>
      </PageBlock>
      <PageBlock column="side" blockId="page-facts">
        <SlugField control={form.control} />
      </PageBlock>
    </>
  ),
});
