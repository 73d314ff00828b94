import { describe, expect, it } from 'vitest';
import {
  defaultRoles,
  grants,
  permissionDefinitions,
  permissionLabels,
  permissionNames,
} from './permissions';

describe('permissions', () => {
  it('let access.administrator grant everything and others only themselves', () => {
    const admin = new Set(['access.administrator']);
    expect(permissionNames.every((name) => grants(admin, name))).toBe(true);
    const planner = new Set(['calendar.plan']);
    expect(grants(planner, 'calendar.plan')).toBe(true);
    expect(grants(planner, 'roles.manage')).toBe(false);
  });

  it('have a German and an English label each', () => {
    for (const language of ['de', 'en'] as const) {
      const labels = permissionLabels(language);
      expect(Object.keys(labels)).toHaveLength(permissionNames.length);
      expect(Object.values(labels).every((label) => label.trim().length > 0)).toBe(true);
    }
    expect(permissionDefinitions['user.edit'].de).toBe('Mitarbeiter bearbeiten');
  });

  it('give the default roles only known permissions', () => {
    for (const role of defaultRoles)
      for (const permission of role.permissions) expect(permissionNames).toContain(permission);
  });
});
