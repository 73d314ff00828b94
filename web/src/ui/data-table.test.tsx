// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';

afterEach(() => cleanup());

interface Person {
  id: string;
  name: string;
  shifts: number;
}

const columns: DataColumn<Person>[] = [
  { header: 'Name', isRowHeader: true, cell: (person) => person.name },
  { header: 'Schichten', numeric: true, cell: (person) => person.shifts },
  {
    header: 'Aktionen',
    headerHidden: true,
    cell: (person) => <button>{`${person.name} bearbeiten`}</button>,
  },
];

function renderTable(rows: Person[]) {
  return render(
    <>
      <h1 id="people">Personen</h1>
      <DataTable
        labelledBy="people"
        columns={columns}
        rows={rows}
        rowKey={(person) => person.id}
        empty="Niemand"
      />
    </>,
  );
}

describe('DataTable', () => {
  it('is a table named by its heading, each row named by its row header', () => {
    renderTable([{ id: '1', name: 'Emma', shifts: 3 }]);
    const table = screen.getByRole('table', { name: 'Personen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Schichten', 'Aktionen']);
    const row = within(table).getByRole('row', { name: /Emma/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Emma');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Emma bearbeiten']);
  });

  it('labels the value cells for the cards on phones, not the row header or the actions', () => {
    renderTable([{ id: '1', name: 'Emma', shifts: 3 }]);
    const [shifts, actions] = screen.getAllByRole('cell');
    expect(shifts?.getAttribute('data-label')).toBe('Schichten');
    expect(actions?.hasAttribute('data-label')).toBe(false);
    expect(screen.getByRole('rowheader').hasAttribute('data-label')).toBe(false);
  });

  it('says when there are no rows', () => {
    renderTable([]);
    expect(screen.getByText('Niemand')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
