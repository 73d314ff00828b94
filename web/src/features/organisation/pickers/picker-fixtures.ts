import type { TUnit } from '@app/shared/units/unit';
import type { TUser } from '@app/shared/users/user';

/** Test data of the pickers: two homes, teams below them, and people in them. */
export const fixtureId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const unit = (n: number, name: string, parentId: string | null, enabled = true): TUnit => ({
  id: fixtureId(n),
  name,
  unitType: parentId === null ? 1 : 0,
  parentId,
  enabled,
  holidayRegion: null,
  version: 1,
});

export const park = unit(1, 'Haus am Park', null);
export const team1 = unit(2, 'Wohnbereich 1', park.id);
export const kitchen = unit(3, 'Küche', park.id);
export const groupA = unit(4, 'Gruppe A', team1.id);
export const lake = unit(5, 'Haus am See', null);
export const team2 = unit(6, 'Wohnbereich 2', lake.id, false);
export const units = [park, team1, kitchen, groupA, lake, team2];

export const user = (n: number, displayName: string, unitId: string, extra: Partial<TUser> = {}): TUser => ({
  id: fixtureId(100 + n),
  username: displayName.toLowerCase().replace(/\W+/g, '.'),
  displayName,
  email: `${n}@example.com`,
  roleIds: [],
  active: true,
  language: 'de',
  unitId,
  extraUnitIds: [],
  responsibleUnitIds: null,
  userGroupIds: [],
  fields: {},
  qualificationIds: [],
  version: 1,
  ...extra,
});
