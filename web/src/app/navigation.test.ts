import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../test/fixtures';
import { navSections, visibleNavSections } from './navigation';
import { sessionAllows } from './session';

const entriesFor = (granted: Parameters<typeof permissionsFor>[0]) => {
  const session = { permissions: permissionsFor(granted) };
  return visibleNavSections((permission) => sessionAllows(session, permission)).map((section) => ({
    section: section.id,
    entries: section.entries.map((entry) => entry.to),
  }));
};

describe('navigation by permission', () => {
  it('shows an administrator every entry (access.administrator grants all)', () => {
    expect(entriesFor(['access.administrator'])).toEqual([
      { section: 'main', entries: ['/'] },
      {
        section: 'administration',
        entries: [
          '/organisation/units',
          '/settings/users',
          '/settings/roles',
          '/settings/subscription',
          '/settings/audit',
        ],
      },
    ]);
  });

  it('drops entries without their permission and empty sections', () => {
    expect(entriesFor(['calendar.view'])).toEqual([{ section: 'main', entries: ['/'] }]);
    expect(entriesFor(['audit.view', 'user.show'])).toEqual([
      { section: 'main', entries: ['/'] },
      { section: 'administration', entries: ['/settings/users', '/settings/audit'] },
    ]);
  });

  it('gives every administration entry a permission', () => {
    const administration = navSections.find((section) => section.id === 'administration');
    expect(administration?.entries.every((entry) => entry.permission)).toBe(true);
  });
});
