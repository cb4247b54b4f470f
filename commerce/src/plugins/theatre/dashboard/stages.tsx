import {
  type DashboardRouteDefinition,
  DetailFormGrid,
  Input,
  PageBlock,
  Textarea,
  TranslatableFormFieldWrapper,
} from '@vendure/dashboard';
import { graphql } from './graphql';
import { TheatreDetail, theatreDetailLoader } from './theatre-detail';
import { NumberField, PicturesField, SlugField, slugRule, wholeNumber } from './theatre-form';
import { TheatreList } from './theatre-list';
import { pictureFields } from './theatre-queries';

const stageList = graphql(`
  query TheatreStageList($options: StageListOptions) {
    stages(options: $options) {
      items { id createdAt updatedAt name slug capacity address }
      totalItems
    }
  }
`);

const stageDetail = graphql(
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
);

const createStage = graphql(`
  mutation TheatreCreateStage($input: CreateStageInput!) { createStage(input: $input) { id } }
`);
const updateStage = graphql(`
  mutation TheatreUpdateStage($input: UpdateStageInput!) { updateStage(input: $input) { id } }
`);
const deleteStage = graphql(`
  mutation TheatreDeleteStage($id: ID!) { deleteStage(id: $id) { result message } }
`);

const pageId = 'theatre-stage-detail';
const title = (stage: { name?: string } | null | undefined) => stage?.name ?? '';

export const stageRoutes: DashboardRouteDefinition[] = [
  {
    path: '/stages',
    loader: () => ({ breadcrumb: 'Stages' }),
    navMenuItem: {
      sectionId: 'theatre',
      id: 'stages',
      title: 'Stages',
      url: '/stages',
      order: 400,
      requiresPermission: ['ReadTheatre'],
    },
    component: (route) => (
      <TheatreList
        route={route}
        pageId="theatre-stage-list"
        title="Stages"
        noun="stage"
        kind="STAGE"
        listQuery={stageList}
        nameField="name"
        deleteDocument={deleteStage}
        defaultVisibility={{ name: true, slug: true, capacity: true, address: true }}
      />
    ),
  },
  {
    path: '/stages/$id',
    loader: theatreDetailLoader({
      pageId,
      queryDocument: stageDetail,
      list: { path: '/stages', label: 'Stages' },
      noun: 'stage',
      title,
    }),
    component: (route) => (
      <TheatreDetail
        route={route}
        pageId={pageId}
        noun="stage"
        queryDocument={stageDetail}
        createDocument={createStage}
        updateDocument={updateStage}
        title={title}
        texts={['name', 'description', 'address']}
        rules={[slugRule, wholeNumber('capacity', 1, 5000, 'The number of seats: a whole number from 1 to 5000.')]}
        setValuesForUpdate={(stage) => ({
          id: stage.id,
          slug: stage.slug,
          capacity: stage.capacity,
          featuredAssetId: stage.featuredAsset?.id ?? null,
          translations: stage.translations.map((t: any) => ({
            id: t.id,
            languageCode: t.languageCode,
            name: t.name,
            description: t.description,
            address: t.address,
          })),
        })}
      >
        {(form, stage) => (
          <>
            <PageBlock column="main" blockId="stage-texts">
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
        )}
      </TheatreDetail>
    ),
  },
];
