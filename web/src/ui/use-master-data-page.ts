import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isEditionProblem } from '#app/api-problems';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import type { MasterDataRowActions } from '#ui/master-data-grid';

/** What a master-data page has open: the create dialog, or the edit, copy or delete dialog of a row. */
export type MasterDataAction<T> = { kind: 'create' } | { kind: 'edit' | 'copy' | 'delete'; row: T };

/** The dialog modes of an edit dialog (create, or edit / copy of a row), as the page hands them on. */
export type MasterDataDialogAction<T> = Exclude<MasterDataAction<T>, { kind: 'delete' }>;

/**
 * The state of a master-data page: whether the user may change its entries (`permission`; without one the
 * route's permission is all it takes) and which dialog is open.
 */
export interface MasterDataPageState<T> {
  canEdit: boolean;
  action: MasterDataAction<T> | null;
  /** The open create / edit / copy dialog, or null. */
  dialog: MasterDataDialogAction<T> | null;
  /** The row whose deletion is being confirmed, or null. */
  deleting: T | null;
  create: () => void;
  edit: (row: T) => void;
  copy: (row: T) => void;
  remove: (row: T) => void;
  close: () => void;
  /** The grid's row buttons: edit and delete, and what `more` adds; none without the right to edit. */
  rowActions: (
    name: (row: T) => string,
    more?: Partial<MasterDataRowActions<T>>,
  ) => MasterDataRowActions<T> | undefined;
}

/**
 * The state of a master-data page: which dialog is open, and whether the user may change its entries
 * (`canEdit`, e.g. `usePermission('masterdata.edit')`; by default the route's permission is all it takes).
 */
export function useMasterDataPage<T>(canEdit = true): MasterDataPageState<T> {
  const [action, setAction] = useState<MasterDataAction<T> | null>(null);
  const edit = (row: T) => setAction({ kind: 'edit', row });
  const remove = (row: T) => setAction({ kind: 'delete', row });
  return {
    canEdit,
    action,
    dialog: action && action.kind !== 'delete' ? action : null,
    deleting: action?.kind === 'delete' ? action.row : null,
    create: () => setAction({ kind: 'create' }),
    edit,
    copy: (row: T) => setAction({ kind: 'copy', row }),
    remove,
    close: () => setAction(null),
    rowActions: (name, more = {}) => (canEdit ? { name, edit, delete: remove, ...more } : undefined),
  };
}

export interface ToggleEnabledOptions<T, S> {
  setEnabled: (row: T, enabled: boolean) => Promise<S>;
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  /** The toast after the change. */
  doneText: (saved: S) => string;
}

/**
 * Activate / deactivate a row at once (no confirmation: it is undone the same way). The result spreads into
 * the grid's `rowActions` (`toggle`, `toggleBusy`).
 */
export function useToggleEnabled<T extends { id: string; enabled: boolean }, S>({
  setEnabled,
  refresh,
  doneText,
}: ToggleEnabledOptions<T, S>) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (row: T) => setEnabled(row, !row.enabled),
    onSuccess: async (saved) => {
      toast.success(doneText(saved));
      await refresh(queryClient);
    },
    onError: (error) => {
      if (!isEditionProblem(error)) toast.error(errorMessage(error, t));
    },
  });
  return {
    toggle: (row: T) => mutation.mutate(row),
    toggleBusy: (row: T) => mutation.isPending && mutation.variables.id === row.id,
  };
}
