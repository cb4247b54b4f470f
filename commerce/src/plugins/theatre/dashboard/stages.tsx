import { DetailFormGrid, Input, PageBlock, Textarea, TranslatableFormFieldWrapper } from '@vendure/dashboard';
import { graphql } from '../../../dashboard-kit/graphql';
import { NumberField, PicturesField, SlugField, slugRule, wholeNumber } from './theatre-form';
import { pictureFields } from './theatre-queries';
import { theatreRoutes } from './theatre-routes';

export const stageRoutes = theatreRoutes({
  path: '/stages',
  title: 'Stages',
  noun: 'stage',
  kind: 'STAGE',
  order: 400,
  nameField: 'name',
  columns: { name: true, slug: true, capacity: true, address: true },
  listQuery: graphql(`
    query TheatreStageList($options: StageListOptions) {
      stages(options: $options) {
        items { id createdAt updatedAt name slug capacity address }
        totalItems
      }
    }
  `),
  queryDocument: graphql(
    `
    query TheatreStageDetail($id: ID!) {
      stage(id: $id) {
        id createdAt updatedAt slug capacity name
        featuredAsset { ...TheatrePicture }
        translations { id languageCode name description address }
      }
    }
  `,
    [pictureFields],
  ),
  createDocument: graphql(`
    mutation TheatreCreateStage($input: CreateStageInput!) { createStage(input: $input) { id } }
  `),
  updateDocument: graphql(`
    mutation TheatreUpdateStage($input: UpdateStageInput!) { updateStage(input: $input) { id } }
  `),
  deleteDocument: graphql(`
    mutation TheatreDeleteStage($id: ID!) { deleteStage(id: $id) { result message } }
  `),
  texts: ['name', 'description', 'address'],
  rules: [slugRule, wholeNumber('capacity', 1, 5000, 'The number of seats: a whole number from 1 to 5000.')],
  values: (stage) => ({ slug: stage.slug, capacity: stage.capacity, featuredAssetId: stage.featuredAsset?.id ?? null }),
  form: (form, stage) => (
    <>
      <PageBlock column="main" blockId="stage-texts">
        <div className="space-y-4">
          <DetailFormGrid>
            <TranslatableFormFieldWrapper
              control={form.control}
              name="name"
              label="Name"
              render={({ field }) => <Input {...field} />}
            />
            <TranslatableFormFieldWrapper
              control={form.control}
              name="address"
              label="Address"
              render={({ field }) => <Input {...field} />}
            />
          </DetailFormGrid>
          <TranslatableFormFieldWrapper
            control={form.control}
            name="description"
            label="Description"
            render={({ field }) => <Textarea {...field} />}
          />
        </div>
      </PageBlock>
      <PageBlock column="side" blockId="stage-facts">
        <div className="space-y-4">
          <SlugField control={form.control} />
          <NumberField control={form.control} name="capacity" label="Seats" />
        </div>
      </PageBlock>
      <PageBlock column="side" blockId="stage-photo" title="Photo">
        <PicturesField entity={stage} single />
      </PageBlock>
    </>
  ),
});
