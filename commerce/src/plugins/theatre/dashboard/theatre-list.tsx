import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import {
  ActionBarItem,
  api,
  type BulkActionComponent,
  Button,
  DataTableBulkActionItem,
  DetailPageButton,
  Link,
  ListPage,
  toast,
  usePaginatedList,
} from '@vendure/dashboard';
import { PlusIcon, TrashIcon } from 'lucide-react';
import { createContext, useContext, useMemo } from 'react';
import { graphql } from '../../../dashboard-kit/graphql';

export type TheatreEntityKind = 'PLAY' | 'ACTOR' | 'STAGE' | 'FESTIVAL' | 'PAGE';

const referencesDocument = graphql(`
  query TheatreReferences($entity: TheatreEntity!, $id: ID!) {
    theatreReferences(entity: $entity, id: $id) {
      type
      name
      blocksDeletion
    }
  }
`);

/** What still refers to the entities about to be deleted, named one by one. */
function ReferencesOf({ kind, items }: { kind: TheatreEntityKind; items: Array<{ id: string; label: string }> }) {
  const { data, isLoading } = useQuery({
    queryKey: ['theatre-references', kind, items.map((item) => item.id)],
    queryFn: () =>
      Promise.all(
        items.map(async (item) => ({
          ...item,
          references: (await api.query(referencesDocument, { entity: kind, id: item.id })).theatreReferences,
        })),
      ),
  });
  if (isLoading || !data) return <span className="block">Looking for what refers to it…</span>;
  return (
    <span className="block space-y-3" data-testid="theatre-references">
      {data.map((item) => (
        <span key={item.id} className="block">
          <span className="block font-medium">
            Delete “{item.label}”?{' '}
            {item.references.length === 0 ? 'Nothing else refers to it.' : 'These still refer to it:'}
          </span>
          {item.references.length > 0 ? (
            <span className="mt-1 block max-h-48 overflow-y-auto">
              {item.references.map((reference) => (
                <span key={`${reference.type}-${reference.name}`} className="block">
                  {reference.type}: {reference.name}
                  {reference.blocksDeletion ? ' (blocks deleting it)' : ''}
                </span>
              ))}
            </span>
          ) : null}
          {item.references.some((reference) => reference.blocksDeletion) ? (
            <span className="mt-1 block text-destructive">
              It cannot be deleted while upcoming performances refer to it: cancel or delete them first.
            </span>
          ) : (
            <span className="mt-1 block">Roles and editions go with it; programme items and plays lose the link.</span>
          )}
        </span>
      ))}
    </span>
  );
}

/** What the list's delete action needs to know about the entity it lists. */
interface DeleteTarget {
  kind: TheatreEntityKind;
  deleteDocument: TypedDocumentNode<any, { id: string }>;
  label: (item: any) => string;
}

const DeleteTargetContext = createContext<DeleteTarget | null>(null);

/**
 * Delete for a theatre list: the confirmation names what still refers to each selected
 * entity; the API refuses what an upcoming performance still needs, and says so. The
 * Dashboard gives a bulk action only the selection, so the entity comes from the list's
 * context: one component for every list, defined once, keeps its state across renders.
 */
const DeleteWithReferences: BulkActionComponent<any> = ({ selection, table }) => {
  const target = useContext(DeleteTargetContext);
  const { refetchPaginatedList } = usePaginatedList();
  const remove = useMutation({
    mutationFn: async (ids: string[]) => {
      if (!target) throw new Error('No list to delete from.');
      const results: Array<{ result: string; message?: string | null }> = [];
      for (const id of ids) {
        const answer = (await api.mutate(target.deleteDocument)({ id })) as Record<string, any>;
        results.push(Object.values(answer)[0]);
      }
      return results;
    },
    onSuccess: (results) => {
      const deleted = results.filter((r) => r.result === 'DELETED').length;
      const refusals = results.filter((r) => r.result !== 'DELETED').map((r) => r.message ?? 'Not deleted.');
      if (deleted) toast.success(`Deleted ${deleted}`);
      for (const message of refusals) toast.error('Not deleted', { description: message });
      refetchPaginatedList();
      table.resetRowSelection();
    },
    onError: (error) => toast.error('Not deleted', { description: error.message }),
  });
  if (!target) return null;
  return (
    <DataTableBulkActionItem
      requiresPermission={['DeleteTheatre']}
      label="Delete"
      icon={TrashIcon}
      className="text-destructive"
      confirmationText={
        <ReferencesOf
          kind={target.kind}
          items={selection.map((item) => ({ id: item.id, label: target.label(item) }))}
        />
      }
      onClick={() => remove.mutate(selection.map((item) => item.id))}
    />
  );
};

const bulkActions = [{ component: DeleteWithReferences }];

export interface TheatreListProps {
  route: AnyRoute;
  pageId: string;
  title: string;
  /** What "New …" creates, e.g. "play". */
  noun: string;
  listQuery: TypedDocumentNode<any, any>;
  /** The field that links to the detail page and that the search box filters on. */
  nameField: string;
  kind: TheatreEntityKind;
  deleteDocument: TypedDocumentNode<any, { id: string }>;
  defaultVisibility?: Record<string, boolean>;
}

/** A theatre entity's list: search by name, sort by any column, paging, create and delete. */
export function TheatreList(props: TheatreListProps) {
  const { kind, deleteDocument, nameField } = props;
  const name = (item: any) => String(item[nameField] ?? item.slug);
  const target = useMemo<DeleteTarget>(
    () => ({ kind, deleteDocument, label: (item: any) => String(item[nameField] ?? item.slug) }),
    [kind, deleteDocument, nameField],
  );
  return (
    <DeleteTargetContext.Provider value={target}>
      <ListPage
        pageId={props.pageId}
        title={props.title}
        route={props.route}
        listQuery={props.listQuery}
        defaultVisibility={props.defaultVisibility}
        customizeColumns={{
          [props.nameField]: {
            cell: ({ row }: { row: { original: any } }) => (
              <DetailPageButton id={row.original.id} label={name(row.original)} />
            ),
          },
        }}
        onSearchTermChange={(term) => ({ [props.nameField]: { contains: term } })}
        bulkActions={bulkActions}
      >
        <ActionBarItem itemId="create-button" requiresPermission={['CreateTheatre']}>
          <Button render={<Link to="./new" />}>
            <PlusIcon className="mr-2 h-4 w-4" />
            New {props.noun}
          </Button>
        </ActionBarItem>
      </ListPage>
    </DeleteTargetContext.Provider>
  );
}
