import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type AnyRoute, useNavigate } from '@tanstack/react-router';
import {
  ActionBarItem,
  Button,
  detailPageRouteLoader,
  Page,
  PageActionBar,
  PageActionBarLeft,
  PageBlock,
  PageLayout,
  PageTitle,
  toast,
  useDetailPage,
  usePermissions,
} from '@vendure/dashboard';
import { type ReactNode, useEffect } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { withoutRowKeys } from './kept-rows';
import { ReadOnlyFields } from './read-only';
import { type RowsRule, type Rule, TextLanguage, validation, withTextDefaults } from './theatre-form';
import { useKeptTexts } from './use-kept-texts';

const NEW = 'new';

export interface TheatreDetailProps {
  route: AnyRoute;
  pageId: string;
  /** What the page edits, in the singular, as staff say it: "play", "stage". */
  noun: string;
  queryDocument: TypedDocumentNode<any, any>;
  createDocument: TypedDocumentNode<any, any>;
  updateDocument: TypedDocumentNode<any, any>;
  setValuesForUpdate: (entity: any) => Record<string, unknown>;
  /** The entity's name for the title, in the content language. */
  title: (entity: any) => string;
  /** The translation's text fields; the first is required in every language written. */
  texts: string[];
  rules: Array<Rule | RowsRule>;
  children: (form: UseFormReturn<any>, entity: any) => ReactNode;
}

/**
 * A theatre entity's detail page in the Dashboard: its form (texts in the content
 * language, chosen on the page, every language's typed texts kept through any switch or
 * reset), checked before saving with the messages of `rules`, and saved through the
 * theatre plugin's create and update mutations, whose refusals (a slug in use, a missing
 * translation) show in the toast. A role that may not save sees the form read-only.
 * Leaving with unsaved changes asks first: the Dashboard's page does that for a dirty
 * form (its router blocker, and the browser's beforeunload).
 */
export function TheatreDetail(props: TheatreDetailProps) {
  const params = props.route.useParams() as { id: string };
  const navigate = useNavigate();
  const creating = params.id === NEW;
  // The rows' keys are the form's own (kept-rows.ts); the API takes rows without them.
  const fill = (input: any) => withoutRowKeys(withTextDefaults(input, props.texts));
  const { hasPermissions } = usePermissions();
  const readOnly = !hasPermissions([creating ? 'CreateTheatre' : 'UpdateTheatre']);
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: props.pageId,
    queryDocument: props.queryDocument,
    createDocument: props.createDocument,
    updateDocument: props.updateDocument,
    params: { id: params.id },
    setValuesForUpdate: props.setValuesForUpdate as any,
    transformCreateInput: fill,
    transformUpdateInput: fill,
    extendSchema: (schema) => schema.superRefine(validation(props.rules, props.texts.slice(0, 1), props.texts) as any),
    onSuccess: async (data: any) => {
      toast.success(creating ? `The ${props.noun} was created` : `The ${props.noun} was saved`);
      // Saved: the form's next values are the texts themselves, nothing to put back.
      forget();
      resetForm();
      if (creating && data?.id) await navigate({ to: '../$id', params: { id: data.id } } as any);
    },
    onError: (error) =>
      toast.error(`The ${props.noun} was not saved`, {
        description: error instanceof Error ? error.message : String(error),
      }),
  });
  const { written, forget } = useKeptTexts(form, props.texts);
  // A new entity starts with no rows: the Dashboard seeds one blank row in every list of the input.
  useEffect(() => {
    if (!creating) return;
    for (const [field, value] of Object.entries(form.getValues())) {
      const isRowList = Array.isArray(value) && value.some((row) => row !== null && typeof row === 'object');
      if (field !== 'translations' && isRowList) {
        form.resetField(field, { defaultValue: [] });
        form.setValue(field, []); // tells the row editors (field arrays), which resetField does not
      }
    }
  }, [creating, form]);
  const { isDirty, isValid } = form.formState;
  return (
    <Page pageId={props.pageId} form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? `New ${props.noun}` : props.title(entity)}</PageTitle>
      <PageActionBar>
        <PageActionBarLeft>
          <TextLanguage written={written} />
          {readOnly ? (
            <span className="text-sm text-muted-foreground">
              Read only: your role can see this {props.noun} but not change it.
            </span>
          ) : null}
        </PageActionBarLeft>
        <ActionBarItem itemId="save-button" requiresPermission={[creating ? 'CreateTheatre' : 'UpdateTheatre']}>
          <Button type="submit" disabled={!isDirty || !isValid || isPending}>
            {creating ? 'Create' : 'Save'}
          </Button>
        </ActionBarItem>
      </PageActionBar>
      <ReadOnlyFields readOnly={readOnly}>
        <PageLayout>
          {isDirty && !isValid ? (
            <PageBlock column="main" blockId="problems" title="Before saving">
              <Problems form={form} />
            </PageBlock>
          ) : null}
          {props.children(form, entity)}
        </PageLayout>
      </ReadOnlyFields>
    </Page>
  );
}

/** A form path as staff read it: "translations.1.name" → "name (bg)", "durationMinutes" → "duration minutes". */
function where(path: string[], values: Record<string, any>) {
  const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  if (path[0] === 'translations' && path.length === 3) {
    return `${words(path[2] ?? '')} (${values.translations?.[Number(path[1])]?.languageCode ?? path[1]})`;
  }
  return words(path.filter((part) => Number.isNaN(Number(part))).join(' '));
}

/** Every message of a nested errors object, each with where it is. */
function messages(errors: FieldErrors, values: Record<string, any>, path: string[] = []): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const here = [...path, key];
    const message = (value as { message?: unknown }).message;
    const own = typeof message === 'string' ? [`${where(here, values)}: ${message}`] : [];
    return [...own, ...messages(value as FieldErrors, values, here)];
  });
}

/**
 * Why Save is not possible yet: every problem of the form in one place. The form checks
 * a field as it changes; this checks them all when the form turns invalid, so a problem
 * in a field not touched yet (a language's missing title) is named too.
 */
function Problems({ form }: { form: UseFormReturn<any> }) {
  useEffect(() => {
    void form.trigger();
    const watching = form.watch(() => void form.trigger());
    return () => watching.unsubscribe();
  }, [form]);
  const list = [...new Set(messages(form.formState.errors, form.getValues()))];
  return (
    <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
      {list.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** The route loader of a detail page: its breadcrumb back to the list, and the entity's name. */
export function theatreDetailLoader(options: {
  pageId: string;
  queryDocument: TypedDocumentNode<any, any>;
  list: { path: string; label: string };
  noun: string;
  title: (entity: any) => string;
}) {
  return detailPageRouteLoader({
    pageId: options.pageId,
    queryDocument: options.queryDocument,
    breadcrumb: (isNew, entity) => [
      { path: options.list.path, label: options.list.label },
      isNew ? `New ${options.noun}` : options.title(entity),
    ],
  });
}
