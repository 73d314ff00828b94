/**
 * The data a new tenant starts with, in its language: roles, the absence types of the spec's event classes
 * (EventItemTypes Leave 1, Sick 2, SpecialLeave 3, OverTime 10, ShortTime 20) and the root unit, a site.
 */
import { randomUUID } from 'node:crypto';
import { defaultRoles } from '@app/shared/security/permissions';
import type { NewAbsenceType } from '../absence-types/absence-type.repository';
import { unitTypes, type NewUnit } from '../units/unit.repository';
import type { NewRole } from '../directory/role.repository';

const roleNames: Record<(typeof defaultRoles)[number]['key'], { de: string; en: string }> = {
  administrator: { de: 'Administrator', en: 'Administrator' },
  planner: { de: 'Planer', en: 'Planner' },
  employee: { de: 'Mitarbeiter', en: 'Employee' },
};

export function defaultRolesFor(language: 'de' | 'en', createdAt: string): NewRole[] {
  return defaultRoles.map((role) => ({
    id: randomUUID(),
    key: role.key,
    name: roleNames[role.key][language],
    permissions: [...role.permissions],
    createdAt,
  }));
}

export function defaultAbsenceTypes(createdAt: string): NewAbsenceType[] {
  return [
    {
      caption: { de: 'Urlaub', en: 'Leave' },
      shortName: 'U',
      itemClass: 1,
      backColor: '#4caf50',
      ruleCalcActualHours: 1,
    },
    {
      caption: { de: 'Krank', en: 'Sick' },
      shortName: 'K',
      itemClass: 2,
      backColor: '#e53935',
      ruleCalcActualHours: 2,
    },
    {
      caption: { de: 'Sonderurlaub', en: 'Special leave' },
      shortName: 'SU',
      itemClass: 3,
      backColor: '#8e24aa',
      ruleCalcActualHours: 1,
    },
    {
      caption: { de: 'Überstundenabbau', en: 'Overtime off' },
      shortName: 'ÜA',
      itemClass: 10,
      backColor: '#fb8c00',
      ruleCalcActualHours: 1,
    },
    {
      caption: { de: 'Kurzarbeit', en: 'Short time' },
      shortName: 'KA',
      itemClass: 20,
      backColor: '#546e7a',
      ruleCalcActualHours: 0,
    },
  ].map((absenceType) => ({
    category: '',
    comment: '',
    account: '',
    accountNumber: '',
    ruleCalcValue: null,
    ...absenceType,
    id: randomUUID(),
    enabled: true,
    createdAt,
  }));
}

/** The company's first site (UnitTypes Site 1): the Free Edition's one site. */
export function rootUnit(companyName: string, createdAt: string): NewUnit {
  return {
    id: randomUUID(),
    name: companyName,
    unitType: unitTypes.site,
    parentId: null,
    enabled: true,
    createdAt,
  };
}
