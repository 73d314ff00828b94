// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import { park, team1 } from '../pickers/picker-fixtures';

function renderEditor() {
  return renderSignedIn('/organisation/units', {}, ({ url, method }) => {
    if (url === '/api/units' && method === 'GET') return jsonResponse([park, team1]);
    if (url === '/api/users' && method === 'GET') return jsonResponse([]);
    if (url === `/api/units/${team1.id}/settings` && method === 'GET') return jsonResponse([]);
    return undefined;
  });
}

describe('the absences section of a unit', () => {
  it('sends the approval routes and the daily maximum to the rules pages', async () => {
    renderEditor();
    fireEvent.click(await screen.findByRole('treeitem', { name: /Wohnbereich 1/ }));
    const detail = await screen.findByRole('region', { name: 'Wohnbereich 1' });
    const section = within(await within(detail).findByRole('region', { name: /^Abwesenheiten/ }));
    expect(section.getByRole('link', { name: 'Genehmigungsregeln' }).getAttribute('href')).toBe(
      '/rules?ruleType=APPROVE',
    );
    expect(section.getByRole('link', { name: 'Maximale Abwesenheiten' }).getAttribute('href')).toBe(
      '/rules?ruleType=MAXABS',
    );
    // Nothing of the old settings is left to edit.
    expect(section.queryByRole('textbox')).toBeNull();
    expect(section.queryByRole('button')).toBeNull();
  });
});
