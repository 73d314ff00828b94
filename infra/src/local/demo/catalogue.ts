/**
 * The care home's master data beyond the sign-up's defaults, made through the same services an administrator
 * uses: absence types, qualifications, tag categories with tags, cost units, surcharges and wage types.
 */
import type { Caller } from '@app/functions/security/caller';
import type { TTagCategory as TagCategory } from '@app/shared/tags/tag';

export async function seedDemoCatalogue(admin: Caller): Promise<void> {
  await seedAbsenceTypes(admin);
  await seedQualifications(admin);
  await seedTags(admin);
  await seedPayrollData(admin);
}

async function seedAbsenceTypes(admin: Caller): Promise<void> {
  const { createAbsenceType } = await import('@app/functions/absence-types/absence-type.service');
  const payroll = { category: '', comment: '', ruleCalcValue: null, enabled: true };
  await createAbsenceType(admin, {
    ...payroll,
    caption: { de: 'Fortbildung', en: 'Training' },
    shortName: 'FB',
    itemClass: 99,
    category: 'Weiterbildung',
    backColor: '#1e88e5',
    account: 'Fortbildung',
    accountNumber: '1200',
    ruleCalcActualHours: 1,
  });
  await createAbsenceType(admin, {
    ...payroll,
    caption: { de: 'Kind krank', en: 'Child sick' },
    shortName: 'KK',
    itemClass: 2,
    comment: '§ 45 SGB V: unbezahlt, Kinderkrankengeld der Krankenkasse',
    backColor: '#f06292',
    account: 'Kinderkrankengeld',
    accountNumber: '2450',
    ruleCalcActualHours: 0,
  });
  // The apprentices' school days (§ 15 BBiG: school time counts as working time, so the planned hours count).
  await createAbsenceType(admin, {
    ...payroll,
    caption: { de: 'Berufsschule', en: 'Vocational school' },
    shortName: 'BS',
    itemClass: 99,
    category: 'Ausbildung',
    backColor: '#00897b',
    account: 'Berufsschule',
    accountNumber: '',
    ruleCalcActualHours: 1,
  });
  await createAbsenceType(admin, {
    ...payroll,
    caption: { de: 'Elternzeit', en: 'Parental leave' },
    shortName: 'EZ',
    itemClass: 98,
    backColor: '#9e9e9e',
    account: '',
    accountNumber: '',
    ruleCalcActualHours: 0,
  });
}

async function seedQualifications(admin: Caller): Promise<void> {
  const { createQualification } = await import('@app/functions/qualifications/qualification.service');
  const qualifications: [string, string, string][] = [
    ['Pflegefachkraft', 'PFK', 'Examinierte Pflegefachkraft (Pflegeberufegesetz)'],
    ['Pflegehelfer', 'PH', 'Ein- oder zweijährige Ausbildung'],
    ['Küchenhilfe', 'KH', ''],
    ['Praxisanleiter', 'PA', 'Berufspädagogische Zusatzqualifikation, 300 Stunden'],
    ['Wohnbereichsleitung', 'WBL', ''],
  ];
  for (const [name, shortName, comment] of qualifications) {
    await createQualification(admin, { name, shortName, comment, enabled: true });
  }
}

async function seedTags(admin: Caller): Promise<void> {
  const { createTag } = await import('@app/functions/tags/tag.service');
  const tags: [TagCategory, string, string][] = [
    ['APPOINTMENT', 'Teambesprechung', '#43a047'],
    ['APPOINTMENT', 'Fortbildung', '#1e88e5'],
    ['APPOINTMENT', 'Arzttermin', '#e53935'],
    ['FIXEDBAR', 'Betriebsversammlung', '#8e24aa'],
    ['FIXEDBAR', 'Brandschutzübung', '#fb8c00'],
    ['FIXEDBAR', 'Qualitätsprüfung', '#546e7a'],
    ['SHIFT', 'Einarbeitung', '#00897b'],
    ['SHIFT', 'Rufbereitschaft', '#6d4c41'],
    ['USER', 'Ersthelfer', '#c62828'],
    ['USER', 'Hygienebeauftragte', '#3949ab'],
  ];
  for (const [category, name, color] of tags) await createTag(admin, { category, name, color });
}

async function seedPayrollData(admin: Caller): Promise<void> {
  const { createCostUnit } = await import('@app/functions/payroll-data/cost-unit.service');
  const { createRate, createWageType } = await import('@app/functions/payroll-data/rate.service');
  const costUnits: [string, string][] = [
    ['1000', 'Pflege Haus Sonnenhang'],
    ['1100', 'Pflege Haus am Park'],
    ['2000', 'Küche'],
    ['3000', 'Hauswirtschaft und Reinigung'],
    ['9000', 'Verwaltung'],
  ];
  for (const [code, name] of costUnits) await createCostUnit(admin, { code, name });

  const rate = {
    account: 'Zuschläge',
    comment: '',
    calculationType: 1 as const,
    valueType: 0 as const,
    enabled: true,
  };
  // Tax-free up to these rates under § 3b EStG: night 25 %, Sunday 50 %, public holiday 125 %.
  await createRate(admin, {
    ...rate,
    caption: 'Nachtzuschlag',
    accountNumber: '1510',
    days: 255,
    value: 25,
    from: '20:00',
    to: '06:00',
  });
  await createRate(admin, {
    ...rate,
    caption: 'Sonntagszuschlag',
    accountNumber: '1520',
    days: 64,
    value: 50,
    from: null,
    to: null,
  });
  await createRate(admin, {
    ...rate,
    caption: 'Feiertagszuschlag',
    accountNumber: '1530',
    days: 128,
    value: 125,
    from: null,
    to: null,
  });
  // Paid for the hours on call of the night team's standby rule (rules.ts), not on work.
  await createRate(admin, {
    ...rate,
    caption: 'Rufbereitschaft',
    accountNumber: '1540',
    days: 255,
    value: 12.5,
    from: null,
    to: null,
  });

  const wageTypes: [string, 5 | 6 | 4 | 1, 0 | 1, string, number | null][] = [
    ['Stundenlohn (Ist-Stunden)', 6, 1, '1000', null],
    ['Urlaubsentgelt', 5, 1, '1100', null],
    ['Entgeltfortzahlung Krankheit', 4, 1, '1200', null],
    ['Fahrtkostenzuschuss', 1, 0, '3000', 40],
  ];
  for (const [caption, wageType, calcType, bookingKey, value] of wageTypes) {
    await createWageType(admin, {
      caption,
      wageType,
      calcType,
      bookingKey,
      bookingAccount: '',
      value,
      enabled: true,
    });
  }
}
