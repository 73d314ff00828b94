/**
 * Fixed bars of the demo care home, made through the fixed-bar service as a planner would: "Inventur", a yearly
 * inventory day for the whole company (ten days from the first seed, every year), and "Messen" with the care trade
 * fair two weeks ahead that concerns Wohnbereich 1 only. Both show as rows on top of the calendar.
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoFixedBars(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { plainDateOf, addDays } = await import('@app/shared/time/tenant-time');
  const { UnitRepository } = await import('@app/functions/units/unit.repository');
  const { FixedBarRepository } = await import('@app/functions/plan-tools/fixed-bar.repository');
  const { saveFixedBar, saveFixedBarEntry } = await import('@app/functions/plan-tools/fixed-bar.service');

  // Seeded once: a second run finds the bars and leaves everything as it is.
  if ((await new FixedBarRepository(admin.tenant).listBars()).length > 0) return;
  const units = await new UnitRepository(admin.tenant).list();
  const today = plainDateOf(now(), admin.tenantRecord.timeZone);
  const inventoryDay = addDays(today, 10);

  const inventory = await saveFixedBar(admin, {
    name: 'Inventur',
    color: '#f5c542',
    enabled: true,
    order: 1,
  });
  await saveFixedBarEntry(admin, {
    fixedBarId: inventory.id,
    caption: 'Inventurtag',
    fullCompany: true,
    unitIds: [],
    allDay: true,
    startDate: inventoryDay,
    endDate: inventoryDay,
    startTime: null,
    endTime: null,
    tagId: null,
    comment: 'Lager und Medikamentenschrank zählen; keine Lieferungen annehmen.',
    serial: {
      begin: inventoryDay,
      time: '00:00',
      allDay: true,
      duration: 1,
      durationType: 3,
      rule: {
        type: 'yearly',
        every: 1,
        day: Number(inventoryDay.slice(8, 10)),
        month: Number(inventoryDay.slice(5, 7)),
      },
      end: { type: 1 },
    },
  });

  const fairUnit = units.find((unit) => unit.name === 'Wohnbereich 1');
  if (!fairUnit) return;
  const fairs = await saveFixedBar(admin, { name: 'Messen', color: '#8ecae6', enabled: true, order: 2 });
  await saveFixedBarEntry(admin, {
    fixedBarId: fairs.id,
    caption: 'Pflegemesse Köln',
    fullCompany: false,
    unitIds: [fairUnit.id],
    allDay: false,
    startDate: addDays(today, 14),
    endDate: addDays(today, 15),
    startTime: '09:00',
    endTime: '17:00',
    tagId: null,
    comment: 'Stand mit der Wohnbereichsleitung besetzen.',
    serial: null,
  });
}
