import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DashboardRouteDefinition } from '@vendure/dashboard';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TheatreDetail, theatreDetailLoader } from './theatre-detail';
import type { RowsRule, Rule } from './theatre-form';
import { type TheatreEntityKind, TheatreList } from './theatre-list';

export interface TheatreEntityPages {
  /** The list's URL, e.g. "/plays"; the detail page is under it. */
  path: string;
  /** Plural, for the menu and the list's title: "Plays". */
  title: string;
  /** Singular, as staff say it: "play". */
  noun: string;
  kind: TheatreEntityKind;
  /** Place in the Theatre menu. */
  order: number;
  listQuery: TypedDocumentNode<any, any>;
  /** The list's column that names an entity: it links to its page and the search box filters on it. */
  nameField: string;
  columns: Record<string, boolean>;
  deleteDocument: TypedDocumentNode<any, { id: string }>;
  queryDocument: TypedDocumentNode<any, any>;
  createDocument: TypedDocumentNode<any, any>;
  updateDocument: TypedDocumentNode<any, any>;
  /** The translation's text fields; the first is required in every language written. */
  texts: string[];
  rules: Array<Rule | RowsRule>;
  /** The input's fields other than `translations`, from the entity as read. */
  values: (entity: any) => Record<string, unknown>;
  form: (form: UseFormReturn<any>, entity: any) => ReactNode;
}

/**
 * The two Dashboard routes of a theatre entity (ADR 027): its list in the Theatre menu
 * and its detail page, whose form carries every language's texts as read.
 */
export function theatreRoutes(pages: TheatreEntityPages): DashboardRouteDefinition[] {
  const id = pages.path.slice(1);
  const pageId = `theatre-${pages.noun}-detail`;
  const name = (entity: any) => String(entity?.[pages.nameField] ?? '');
  return [
    {
      path: pages.path,
      loader: () => ({ breadcrumb: pages.title }),
      navMenuItem: {
        sectionId: 'theatre',
        id,
        title: pages.title,
        url: pages.path,
        order: pages.order,
        requiresPermission: ['ReadTheatre'],
      },
      component: (route) => (
        <TheatreList
          route={route}
          pageId={`theatre-${pages.noun}-list`}
          title={pages.title}
          noun={pages.noun}
          kind={pages.kind}
          listQuery={pages.listQuery}
          nameField={pages.nameField}
          deleteDocument={pages.deleteDocument}
          defaultVisibility={pages.columns}
        />
      ),
    },
    {
      path: `${pages.path}/$id`,
      loader: theatreDetailLoader({
        pageId,
        queryDocument: pages.queryDocument,
        list: { path: pages.path, label: pages.title },
        noun: pages.noun,
        title: name,
      }),
      component: (route) => (
        <TheatreDetail
          route={route}
          pageId={pageId}
          noun={pages.noun}
          queryDocument={pages.queryDocument}
          createDocument={pages.createDocument}
          updateDocument={pages.updateDocument}
          title={name}
          texts={pages.texts}
          rules={pages.rules}
          setValuesForUpdate={(entity) => ({
            id: entity.id,
            ...pages.values(entity),
            translations: entity.translations.map((translation: Record<string, unknown>) =>
              Object.fromEntries(['id', 'languageCode', ...pages.texts].map((field) => [field, translation[field]])),
            ),
          })}
        >
          {pages.form}
        </TheatreDetail>
      ),
    },
  ];
}
