/**
 * Common appointments in the care home, made through the appointments service as the people would: the weekly
 * team meeting of the living areas (Tuesdays 09:00-09:30, every week, no end) the planner keeps, a first-aid
 * training day in Wohnbereich 1, and a private appointment of the demo employee next week (only she sees it).
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoAppointments(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { plainDateOf, addDays, isoWeekdayOf } = await import('@app/shared/time/tenant-time');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { RoleRepository } = await import('@app/functions/directory/role.repository');
  const { UnitRepository } = await import('@app/functions/units/unit.repository');
  const { AppointmentRepository } = await import('@app/functions/appointments/appointment.repository');
  const { saveAppointment } = await import('@app/functions/appointments/appointment.service');

  const [users, roles, units] = await Promise.all([
    new UserRepository(admin.tenant).list(),
    new RoleRepository(admin.tenant).list(),
    new UnitRepository(admin.tenant).list(),
  ]);
  const callerOf = (username: string): Caller | undefined => {
    const user = users.find((candidate) => candidate.username === username);
    if (!user) return undefined;
    const permissions = new Set(
      roles.filter((role) => user.roleIds.includes(role.id)).flatMap((role) => role.permissions),
    );
    return { ...admin, user, permissions };
  };
  const unitNamed = (name: string) => units.find((unit) => unit.name === name)?.id;
  const planner = callerOf('planner');
  const employee = callerOf('employee');
  const livingAreas = [unitNamed('Wohnbereich 1'), unitNamed('Wohnbereich 2')].filter(
    (id): id is string => id !== undefined,
  );
  if (!planner || !employee || !livingAreas.length) return;

  const today = plainDateOf(now(), admin.tenantRecord.timeZone);
  const monday = addDays(today, -((isoWeekdayOf(today) + 6) % 7));
  // Seeded once: a second run finds the planner's meeting and leaves everything as it is.
  const repository = new AppointmentRepository(admin.tenant);
  if ((await repository.ofUser(planner.user.id, addDays(monday, -35), addDays(monday, 35))).length) return;

  // The series begins four weeks back, so that the calendar's past weeks show it too.
  const firstTuesday = addDays(monday, -27);
  await saveAppointment(planner, {
    subject: 'Teambesprechung Wohnbereiche',
    location: 'Dienstzimmer Haus Sonnenhang',
    tagId: null,
    begin: firstTuesday,
    end: firstTuesday,
    beginTime: '09:00',
    endTime: '09:30',
    allDay: false,
    private: false,
    inHouse: true,
    note: 'Übergabe, Bewohnerthemen, Dienstplanwünsche',
    userId: planner.user.id,
    unitIds: livingAreas,
    serial: {
      begin: firstTuesday,
      time: '09:00',
      allDay: false,
      duration: 30,
      durationType: 1,
      rule: { type: 'weekly', every: 1, weekdays: ['Tu'] },
      end: { type: 1 },
    },
  });
  const trainingDay = addDays(monday, 17);
  await saveAppointment(planner, {
    subject: 'Fortbildung Erste Hilfe',
    location: 'Schulungsraum',
    tagId: null,
    begin: trainingDay,
    end: trainingDay,
    beginTime: null,
    endTime: null,
    allDay: true,
    private: false,
    inHouse: true,
    note: '',
    userId: planner.user.id,
    unitIds: livingAreas.slice(0, 1),
    serial: null,
  });
  const nextWednesday = addDays(monday, 9);
  await saveAppointment(employee, {
    subject: 'Zahnarzt',
    location: '',
    tagId: null,
    begin: nextWednesday,
    end: nextWednesday,
    beginTime: '15:00',
    endTime: '16:00',
    allDay: false,
    private: true,
    inHouse: false,
    note: '',
    userId: employee.user.id,
    unitIds: [],
    serial: null,
  });
}
