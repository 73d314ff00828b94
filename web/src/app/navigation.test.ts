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
      {
        section: 'main',
        entries: [
          '/',
          '/calendar',
          '/absences',
          '/absences/approvals',
          '/time/clock',
          '/time/bookings',
          '/time/target-actual',
          '/time/team',
          '/time/check',
          '/year-tables',
          '/payroll/export',
        ],
      },
      {
        section: 'organisation',
        entries: [
          '/organisation/units',
          '/settings/users',
          '/organisation/user-groups',
          '/organisation/user-fields',
          '/year-tables/manage',
          '/settings/invitations',
        ],
      },
      {
        section: 'masterdata',
        entries: [
          '/masterdata/resources',
          '/masterdata/shifts',
          '/masterdata/shift-cycles',
          '/masterdata/absence-types',
          '/masterdata/tags',
          '/fixedbars',
          '/standby',
          '/masterdata/qualifications',
          '/masterdata/objects',
          '/masterdata/payroll-data',
          '/masterdata/countries',
        ],
      },
      {
        section: 'administration',
        entries: [
          '/setup',
          '/rules',
          '/rules/profile',
          '/settings/roles',
          '/time/terminals',
          '/payroll/settings',
          '/settings/subscription',
          '/settings/sso',
          '/settings/audit',
        ],
      },
    ]);
  });

  it('drops entries without their permission and empty sections', () => {
    expect(entriesFor(['calendar.view'])).toEqual([{ section: 'main', entries: ['/', '/calendar'] }]);
    expect(entriesFor(['calendar.view', 'absences.request'])).toEqual([
      { section: 'main', entries: ['/', '/calendar', '/absences'] },
    ]);
    expect(entriesFor(['audit.view', 'user.show'])).toEqual([
      { section: 'main', entries: ['/'] },
      { section: 'organisation', entries: ['/settings/users'] },
      { section: 'administration', entries: ['/settings/audit'] },
    ]);
  });

  it('gives every entry outside the main section a permission', () => {
    const guarded = navSections.filter((section) => section.id !== 'main');
    expect(guarded.flatMap((section) => section.entries).every((entry) => entry.permission)).toBe(true);
  });
});
