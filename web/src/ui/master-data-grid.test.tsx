// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { ApiError } from '#lib/api-error';
import { MasterDataGrid, masterDataPageSize, type MasterDataGridProps } from './master-data-grid';
import { MasterDataDeleteDialog } from './master-data-delete-dialog';

afterEach(() => cleanup());

interface Area {
  id: string;
  name: string;
  enabled: boolean;
}

const area = (name: string, enabled = true): Area => ({ id: name, name, enabled });
const numbered = (count: number) =>
  Array.from({ length: count }, (_, index) => area(`Bereich ${String(index + 1).padStart(2, '0')}`));

function renderGrid(rows: Area[], props: Partial<MasterDataGridProps<Area>> = {}) {
  return renderWithApp(
    <>
      <h1 id="areas">Bereiche</h1>
      <MasterDataGrid
        labelledBy="areas"
        rows={rows}
        rowKey={(row) => row.id}
        searchText={(row) => row.name}
        columns={[{ header: 'Name', isRowHeader: true, cell: (row) => row.name }]}
        {...props}
      />
    </>,
  );
}

const rowNames = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

describe('MasterDataGrid', () => {
  it('filters the rows by the search box, anywhere in the text and in any case', () => {
    renderGrid([area('Küche'), area('Service'), area('Bar')]);
    expect(rowNames()).toEqual(['Küche', 'Service', 'Bar']);
    fireEvent.change(screen.getByLabelText('Suchen'), { target: { value: 'ERV' } });
    expect(rowNames()).toEqual(['Service']);
    expect(screen.getByText('1 Eintrag')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Suchen'), { target: { value: 'Lager' } });
    expect(rowNames()).toEqual([]);
    expect(screen.getByText('Nichts passt zu Ihrer Suche.')).toBeTruthy();
  });

  it('hides disabled rows until "show disabled" is ticked, with a status column', () => {
    renderGrid([area('Küche'), area('Altbau', false)], { isEnabled: (row) => row.enabled });
    expect(rowNames()).toEqual(['Küche']);
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Deaktivierte anzeigen'));
    expect(rowNames()).toEqual(['Küche', 'Altbau']);
    const old = screen.getByRole('rowheader', { name: 'Altbau' }).closest('tr');
    expect(old && within(old).getByText('Inaktiv')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Deaktivierte anzeigen'));
    expect(rowNames()).toEqual(['Küche']);
  });

  it('offers no show-disabled toggle and no status column for lists without a disabled state', () => {
    renderGrid([area('Küche')]);
    expect(screen.queryByLabelText('Deaktivierte anzeigen')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
  });

  it('pages only when there are more than 25 rows', () => {
    const { unmount } = renderGrid(numbered(masterDataPageSize));
    expect(rowNames()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Nächste Seite' })).toBeNull();
    unmount();

    renderGrid(numbered(masterDataPageSize + 1));
    expect(rowNames()).toHaveLength(25);
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(rowNames()).toEqual(['Bereich 26']);
    // A search starts again on the first page, and the pager goes once the hits fit on one.
    fireEvent.change(screen.getByLabelText('Suchen'), { target: { value: 'Bereich 1' } });
    expect(rowNames()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Nächste Seite' })).toBeNull();
  });

  it('has row buttons named after the row; the toggle says what it will do', () => {
    const edit = vi.fn();
    const toggle = vi.fn();
    renderGrid([area('Küche'), area('Altbau', false)], {
      isEnabled: (row) => row.enabled,
      rowActions: {
        name: (row) => row.name,
        edit,
        toggle,
        delete: vi.fn(),
        hidden: (row) => row.name === 'Altbau',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '„Küche“ bearbeiten' }));
    expect(edit).toHaveBeenCalledWith(area('Küche'));
    fireEvent.click(screen.getByRole('button', { name: '„Küche“ deaktivieren' }));
    expect(toggle).toHaveBeenCalledWith(area('Küche'));
    expect(screen.getByRole('button', { name: '„Küche“ löschen' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Deaktivierte anzeigen'));
    expect(screen.queryByRole('button', { name: '„Altbau“ aktivieren' })).toBeNull();
  });

  it('says what an empty list is for and offers its first step instead of an empty grid', () => {
    const create = vi.fn();
    const emptyState = {
      text: 'Bereiche gliedern Ihr Haus.',
      action: { label: 'Neuer Bereich', onClick: create },
    };
    const { unmount } = renderGrid([], { emptyState });
    expect(screen.getByText('Bereiche gliedern Ihr Haus.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Suchen')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Bereich' }));
    expect(create).toHaveBeenCalledOnce();
    unmount();

    // A list of only disabled rows is not empty: the toggle shows them.
    renderGrid([area('Altbau', false)], { emptyState, isEnabled: (row) => row.enabled });
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByText('Bereiche gliedern Ihr Haus.')).toBeNull();
  });

  it('links an empty list to the page of a step that must come first', () => {
    renderGrid([], {
      emptyState: { text: 'Erst Vorlagen.', action: { label: 'Zu den Vorlagen', to: '/vorlagen' } },
    });
    expect(screen.getByRole('link', { name: 'Zu den Vorlagen' }).getAttribute('href')).toBe('/vorlagen');
  });
});

describe('MasterDataDeleteDialog', () => {
  it('offers to deactivate instead when the server refuses because the entry is in use', async () => {
    const deactivate = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderWithApp(
      <MasterDataDeleteDialog
        name="Küche"
        remove={() =>
          Promise.reject(new ApiError({ status: 409, code: 'ABSENCE_TYPE_IN_USE', message: 'in use' }))
        }
        refresh={() => Promise.resolve()}
        onClose={onClose}
        deactivateInstead={{
          code: 'ABSENCE_TYPE_IN_USE',
          deactivate,
          confirmLabel: 'Stattdessen deaktivieren',
          text: 'Küche wird verwendet.',
          doneText: 'Küche deaktiviert.',
        }}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: '„Küche“ löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByText('Küche wird verwendet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stattdessen deaktivieren' }));
    expect(await screen.findByText('Küche deaktiviert.')).toBeTruthy();
    expect(deactivate).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('only explains, with no delete button, when something blocks the deletion', async () => {
    const remove = vi.fn(() => Promise.resolve());
    renderWithApp(
      <MasterDataDeleteDialog
        name="Planer"
        remove={remove}
        refresh={() => Promise.resolve()}
        onClose={vi.fn()}
        blocker="Die Rolle ist noch vergeben."
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '„Planer“ löschen?' });
    expect(within(dialog).getByText('Die Rolle ist noch vergeben.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();
  });
});
