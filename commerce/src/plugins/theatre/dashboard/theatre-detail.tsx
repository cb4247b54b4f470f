import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type AnyRoute, useNavigate } from '@tanstack/react-router';
import {
  ActionBarItem,
  Button,
  detailPageRouteLoader,
  Page,
  PageActionBar,
  PageActionBarLeft,
  PageLayout,
  PageTitle,
  toast,
  useDetailPage,
} from '@vendure/dashboard';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type Rule, TextLanguage, validation, withTextDefaults } from './theatre-form';

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
  rules: Rule[];
  children: (form: UseFormReturn<any>, entity: any) => ReactNode;
}

/**
 * A theatre entity's detail page in the Dashboard: its form (texts in the content
 * language, chosen on the page), checked before saving with the messages of `rules`,
 * and saved through the theatre plugin's create and update mutations, whose refusals
 * (a slug in use, a missing translation) show in the toast.
 */
export function TheatreDetail(props: TheatreDetailProps) {
  const params = props.route.useParams() as { id: string };
  const navigate = useNavigate();
  const creating = params.id === NEW;
  const fill = (input: any) => withTextDefaults(input, props.texts);
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: props.pageId,
    queryDocument: props.queryDocument,
    createDocument: props.createDocument,
    updateDocument: props.updateDocument,
    params: { id: params.id },
    setValuesForUpdate: props.setValuesForUpdate as any,
    transformCreateInput: fill,
    transformUpdateInput: fill,
    extendSchema: (schema) => schema.superRefine(validation(props.rules, props.texts.slice(0, 1)) as any),
    onSuccess: async (data: any) => {
      toast.success(creating ? `The ${props.noun} was created` : `The ${props.noun} was saved`);
      resetForm();
      if (creating && data?.id) await navigate({ to: '../$id', params: { id: data.id } } as any);
    },
    onError: (error) =>
      toast.error(`The ${props.noun} was not saved`, {
        description: error instanceof Error ? error.message : String(error),
      }),
  });
  const { isDirty, isValid } = form.formState;
  return (
    <Page pageId={props.pageId} form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? `New ${props.noun}` : props.title(entity)}</PageTitle>
      <PageActionBar>
        <PageActionBarLeft>
          <TextLanguage />
        </PageActionBarLeft>
        <ActionBarItem itemId="save-button" requiresPermission={[creating ? 'CreateTheatre' : 'UpdateTheatre']}>
          <Button type="submit" disabled={!isDirty || !isValid || isPending}>
            {creating ? 'Create' : 'Save'}
          </Button>
        </ActionBarItem>
      </PageActionBar>
      <PageLayout>{props.children(form, entity)}</PageLayout>
    </Page>
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
