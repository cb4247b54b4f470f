import {
  DetailFormGrid,
  FormFieldWrapper,
  Input,
  PageBlock,
  Textarea,
  TranslatableFormFieldWrapper,
} from '@vendure/dashboard';
import { useFormContext } from 'react-hook-form';
import { graphql } from '../../../dashboard-kit/graphql';
import { CastEditor, castRule } from './cast-editor';
import { savedRowKey } from './kept-rows';
import { RichText } from './read-only';
import { EntitySelect, NumberField, PicturesField, SlugField, slugRule, wholeNumber } from './theatre-form';
import { pictureFields, useTheatreChoices } from './theatre-queries';
import { theatreRoutes } from './theatre-routes';

function StageField() {
  const { stages } = useTheatreChoices();
  const { control } = useFormContext();
  return (
    <FormFieldWrapper
      control={control}
      name="stageId"
      label="Home stage"
      render={({ field }) => (
        <EntitySelect label="Home stage" value={field.value} onChange={field.onChange} options={stages} blank="None" />
      )}
    />
  );
}

export const playRoutes = theatreRoutes({
  path: '/plays',
  title: 'Plays',
  noun: 'play',
  kind: 'PLAY',
  order: 100,
  nameField: 'title',
  columns: { title: true, author: true, director: true, durationMinutes: true, premiereYear: true },
  listQuery: graphql(`
    query TheatrePlayList($options: PlayListOptions) {
      plays(options: $options) {
        items { id createdAt updatedAt title slug author director durationMinutes ageRating premiereYear }
        totalItems
      }
    }
  `),
  queryDocument: graphql(
    `
    query TheatrePlayDetail($id: ID!) {
      play(id: $id) {
        id createdAt updatedAt slug title durationMinutes ageRating premiereYear
        stage { id }
        featuredAsset { ...TheatrePicture }
        gallery { ...TheatrePicture }
        cast { id actor { id } translations { id languageCode character } }
        translations { id languageCode title summary synopsis author director }
      }
    }
  `,
    [pictureFields],
  ),
  createDocument: graphql(`
    mutation TheatreCreatePlay($input: CreatePlayInput!) { createPlay(input: $input) { id } }
  `),
  updateDocument: graphql(`
    mutation TheatreUpdatePlay($input: UpdatePlayInput!) { updatePlay(input: $input) { id } }
  `),
  deleteDocument: graphql(`
    mutation TheatreDeletePlay($id: ID!) { deletePlay(id: $id) { result message } }
  `),
  texts: ['title', 'summary', 'synopsis', 'author', 'director'],
  rules: [
    slugRule,
    wholeNumber('durationMinutes', 1, 600, 'The running time in minutes: a whole number from 1 to 600.'),
    wholeNumber('premiereYear', 1500, 2100, 'The year of the premiere, e.g. 2026.'),
    { field: 'ageRating', message: 'An age rating, e.g. "12+".', ok: (v) => typeof v === 'string' && v.trim() !== '' },
    castRule,
  ],
  values: (play) => ({
    slug: play.slug,
    durationMinutes: play.durationMinutes,
    ageRating: play.ageRating,
    premiereYear: play.premiereYear,
    stageId: play.stage?.id ?? null,
    featuredAssetId: play.featuredAsset?.id ?? null,
    galleryIds: play.gallery.map((asset: { id: string }) => asset.id),
    cast: play.cast.map((role: any) => ({
      key: savedRowKey('cast', role.id),
      actorId: role.actor.id,
      translations: role.translations.map((t: any) => ({
        id: t.id,
        languageCode: t.languageCode,
        character: t.character,
      })),
    })),
  }),
  form: (form, play) => (
    <>
      <PageBlock column="main" blockId="play-texts">
        <div className="space-y-4">
          <DetailFormGrid>
            <TranslatableFormFieldWrapper
              control={form.control}
              name="title"
              label="Title"
              render={({ field }) => <Input {...field} />}
            />
            <TranslatableFormFieldWrapper
              control={form.control}
              name="author"
              label="Author"
              render={({ field }) => <Input {...field} />}
            />
            <TranslatableFormFieldWrapper
              control={form.control}
              name="director"
              label="Director"
              render={({ field }) => <Input {...field} />}
            />
          </DetailFormGrid>
          <TranslatableFormFieldWrapper
            control={form.control}
            name="summary"
            label="Summary (lists and search results)"
            render={({ field }) => <Textarea {...field} />}
          />
          <TranslatableFormFieldWrapper
            control={form.control}
            name="synopsis"
            label="Synopsis"
            render={({ field }) => <RichText {...field} />}
          />
        </div>
      </PageBlock>
      <PageBlock column="main" blockId="play-cast" title="Cast">
        <CastEditor />
      </PageBlock>
      <PageBlock column="side" blockId="play-facts">
        <div className="space-y-4">
          <SlugField control={form.control} />
          <NumberField control={form.control} name="durationMinutes" label="Running time (minutes)" />
          <FormFieldWrapper
            control={form.control}
            name="ageRating"
            label="Age rating"
            render={({ field }) => <Input {...field} value={field.value ?? ''} />}
          />
          <NumberField control={form.control} name="premiereYear" label="Premiere (year)" />
          <StageField />
        </div>
      </PageBlock>
      <PageBlock column="side" blockId="play-pictures" title="Pictures">
        <PicturesField entity={play} />
      </PageBlock>
    </>
  ),
});
