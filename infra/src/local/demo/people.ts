/**
 * The care home's people in its units: the colleagues the seed created move into their teams, and more join,
 * forty in all across the five teams, with key cards, user groups, qualifications, two custom fields, working-time models, a few
 * absence calculation overrides and a priority list, made through the same services an administrator's clicks call.
 */
import { randomUUID } from 'node:crypto';
import type { Caller } from '@app/functions/security/caller';

/** The five teams the units seed made. */
type Team = 'Wohnbereich 1' | 'Wohnbereich 2' | 'Nachtdienst' | 'Küche' | 'Verwaltung';

/** Where the seed's own people work (the administrator stays at the top of the company). */
const placed: Record<string, { team: Team; extra?: Team[] }> = {
  planner: { team: 'Verwaltung', extra: ['Wohnbereich 1', 'Wohnbereich 2'] },
  employee: { team: 'Wohnbereich 1' },
  'lena.schmidt': { team: 'Wohnbereich 1' },
  'jonas.weber': { team: 'Wohnbereich 2' },
  'mehmet.yilmaz': { team: 'Nachtdienst' },
  'sophie.becker': { team: 'Wohnbereich 2', extra: ['Nachtdienst'] },
  'karl.huber': { team: 'Küche' },
};

/** 32 more, so that the company has 40 people. */
const newcomers: [string, Team][] = [
  ['Marie Fischer', 'Wohnbereich 1'],
  ['Lukas Wagner', 'Wohnbereich 1'],
  ['Hannah Schulz', 'Wohnbereich 1'],
  ['Felix Hoffmann', 'Wohnbereich 1'],
  ['Laura Koch', 'Wohnbereich 1'],
  ['Elias Richter', 'Wohnbereich 1'],
  ['Mia Klein', 'Wohnbereich 1'],
  ['Noah Wolf', 'Wohnbereich 2'],
  ['Emilia Schröder', 'Wohnbereich 2'],
  ['Paul Neumann', 'Wohnbereich 2'],
  ['Lea Schwarz', 'Wohnbereich 2'],
  ['Ben Zimmermann', 'Wohnbereich 2'],
  ['Anna Braun', 'Wohnbereich 2'],
  ['Leon Krüger', 'Wohnbereich 2'],
  ['Sofia Hofmann', 'Nachtdienst'],
  ['Finn Hartmann', 'Nachtdienst'],
  ['Clara Lange', 'Nachtdienst'],
  ['Jakob Schmitt', 'Nachtdienst'],
  ['Ida Werner', 'Nachtdienst'],
  ['Anton Krause', 'Nachtdienst'],
  ['Ella Meier', 'Küche'],
  ['Theo Lehmann', 'Küche'],
  ['Lina Schmid', 'Küche'],
  ['Oskar Schulze', 'Küche'],
  ['Frieda Maier', 'Küche'],
  ['Emil Köhler', 'Küche'],
  ['Greta Herrmann', 'Verwaltung'],
  ['Karl König', 'Verwaltung'],
  ['Mila Walter', 'Verwaltung'],
  ['Henry Mayer', 'Verwaltung'],
  ['Luisa Huber', 'Verwaltung'],
  ['Moritz Kaiser', 'Verwaltung'],
];

const sizes = ['S', 'M', 'L', 'XL'] as const;

/**
 * What the n-th newcomer of a team holds (names of the catalogue's qualifications): in the care teams every
 * other one a qualified nurse, the rest nursing assistants, the first of a ward its head and every fourth
 * nurse a practice instructor; the kitchen its kitchen hands; the office none.
 */
function demoQualifications(team: Team, position: number): string[] {
  if (team === 'Küche') return ['Küchenhilfe'];
  if (team === 'Verwaltung') return [];
  if (position % 2 === 1) return ['Pflegehelfer'];
  return [
    'Pflegefachkraft',
    ...(position === 0 && team !== 'Nachtdienst' ? ['Wohnbereichsleitung'] : []),
    ...(position % 4 === 2 ? ['Praxisanleiter'] : []),
  ];
}

/** The newcomer's user name: `Lena Schmidt` signs in as `lena.schmidt`. */
function usernameOf(name: string): string {
  return name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(' ', '.');
}

/**
 * The teams, as far as the calendar's rows need them: the seed's own people move into their teams and the
 * newcomers join theirs. The rest of what people carry follows in `seedDemoPeopleDetails`.
 */
export async function seedDemoTeams(admin: Caller, password: string): Promise<void> {
  const { listUnits } = await import('@app/functions/units/unit.service');
  const { createUser, listUsers } = await import('@app/functions/users/user.service');
  const { assignUnitlessToRoot, moveUser, setExtraUnits } = await import('@app/functions/users/user-units');
  const { setResponsibleUnits } = await import('@app/functions/users/user-responsibility');
  const { RoleRepository } = await import('@app/functions/directory/role.repository');

  const units = await listUnits(admin);
  const unitOf = (team: Team) => {
    const unit = units.find((candidate) => candidate.name === team);
    if (!unit) throw new Error(`The demo tenant lacks the unit ${team}`);
    return unit.id;
  };
  const employeeRole = (await new RoleRepository(admin.tenant).list()).find(
    (role) => role.key === 'employee',
  );
  if (!employeeRole) throw new Error('The demo tenant lacks the employee role');

  await assignUnitlessToRoot(admin);
  for (const user of await listUsers(admin)) {
    const place = placed[user.username];
    if (!place) continue;
    let current = await moveUser(admin, user.id, { unitId: unitOf(place.team), version: user.version });
    if (place.extra) {
      current = await setExtraUnits(admin, user.id, {
        unitIds: place.extra.map(unitOf),
        version: current.version,
      });
    }
    // Sophie plans the care house Haus Sonnenhang only (its three teams); Paul stays responsible for everything.
    if (user.username === 'sophie.becker') {
      const house = units.find((unit) => unit.name === 'Haus Sonnenhang');
      if (!house) throw new Error('The demo tenant lacks the unit Haus Sonnenhang');
      await setResponsibleUnits(admin, user.id, {
        all: false,
        unitIds: [house.id],
        version: current.version,
      });
    }
  }

  // Two at a time: one waits for DynamoDB Local or cognito-local while the other runs, on two cores. Creations
  // that race for the tenant's user counts are retried by the service (retryOnConflict).
  const { inParallel } = await import('@app/functions/year-tables/year-maintenance.reads');
  await inParallel(newcomers, 2, async ([name, team]) => {
    const username = usernameOf(name);
    await createUser(admin, {
      username,
      displayName: name,
      email: `${username}@sonnenhof.example`,
      password,
      roleIds: [employeeRole.id],
      language: 'de',
      unitId: unitOf(team),
    });
  });
}

/**
 * What the newcomers carry beyond their team: the two custom fields, user groups, qualifications, key cards and
 * working-time models, then a few absence calculation overrides and the priority list of Wohnbereich 1.
 */
export async function seedDemoPeopleDetails(admin: Caller): Promise<void> {
  const { listUnits } = await import('@app/functions/units/unit.service');
  const { listUsers, updateUser } = await import('@app/functions/users/user.service');
  const { createUserField } = await import('@app/functions/user-fields/user-field.service');
  const { createUserGroup } = await import('@app/functions/user-groups/user-group.service');
  const { saveKeyCards } = await import('@app/functions/users/user-data.service');
  const planning = await import('@app/functions/users/user-planning.service');
  const { listQualifications } = await import('@app/functions/qualifications/qualification.service');

  const units = await listUnits(admin);
  const unitOf = (team: Team) => {
    const unit = units.find((candidate) => candidate.name === team);
    if (!unit) throw new Error(`The demo tenant lacks the unit ${team}`);
    return unit.id;
  };
  const clothing = await createUserField(admin, {
    caption: 'Dienstkleidung',
    fieldType: 'DRP',
    options: [...sizes],
    required: false,
    order: 1,
  });
  const licence = await createUserField(admin, {
    caption: 'Führerschein',
    fieldType: 'BIT',
    options: [],
    required: false,
    order: 2,
  });
  const qualifications = await listQualifications(admin, 'true');
  const qualification = (name: string) => {
    const found = qualifications.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`The demo tenant lacks the qualification ${name}`);
    return found.id;
  };
  const fullTime = await createUserGroup(admin, { name: 'Vollzeit' });
  const partTime = await createUserGroup(admin, { name: 'Teilzeit' });
  const users = new Map((await listUsers(admin)).map((user) => [user.username, user]));

  const wohnbereich1: string[] = [];
  for (const [index, [name, team]] of newcomers.entries()) {
    const user = users.get(usernameOf(name));
    if (!user) throw new Error(`The demo tenant lacks ${name}`);
    await updateUser(admin, user.id, {
      displayName: user.displayName,
      email: user.email,
      roleIds: user.roleIds,
      fields: { [clothing.id]: sizes[index % sizes.length] ?? 'M', [licence.id]: index % 3 !== 0 },
      userGroupIds: [index % 4 === 0 ? partTime.id : fullTime.id],
      qualificationIds: demoQualifications(
        team,
        newcomers.slice(0, index).filter(([, other]) => other === team).length,
      ).map(qualification),
      version: user.version,
    });
    // A badge for the time clock each; every fifth person also has a spare.
    const badge = (cardId: string, enabled: boolean) => ({
      id: randomUUID(),
      cardId,
      cardType: 'DF',
      enabled,
    });
    await saveKeyCards(admin, user.id, {
      cards: [
        badge(String(40100 + index), true),
        ...(index % 5 === 0 ? [badge(String(49100 + index), false)] : []),
      ],
      version: 0,
    });
    // Part-timers (every fourth) work 20 hours on 2.5 days; the night shift clocks in, the others are tracked
    // from the plan; the first of each team may request and create shifts.
    const partTimer = index % 4 === 0;
    await planning.saveWorkingTime(admin, user.id, {
      periods: [
        {
          validFrom: '2026-01-01',
          itemClass: 'Week',
          targetHours: partTimer ? 20 : 38.5,
          workingDays: partTimer ? 2.5 : 5,
          trackingMode: team === 'Nachtdienst' ? 'Clock' : 'Calendar',
          sickCalculation: 'PlannedHours',
        },
      ],
      allowShiftInteraction: true,
      allowShiftInteractionRequest: true,
      createShift: newcomers.findIndex(([, other]) => other === team) === index,
      requestedMode: 'AccessableUsers',
      version: 0,
    });
    if (team === 'Wohnbereich 1') wohnbereich1.push(user.id);
  }

  // Two people count the first absence type as a fixed 7.75 hours a day.
  for (const userId of wohnbereich1.slice(0, 2)) {
    const { rows } = await planning.getAbsenceCalculation(admin, userId, 'de');
    const first = rows[0];
    if (!first) continue;
    await planning.saveAbsenceCalculation(
      admin,
      userId,
      { overrides: [{ absenceTypeId: first.absenceTypeId, mode: 99, value: 7.75 }], version: 0 },
      'de',
    );
  }
  // Who is asked first when a shift in Wohnbereich 1 is open.
  await planning.savePriorityList(admin, unitOf('Wohnbereich 1'), undefined, {
    userIds: wohnbereich1.slice(0, 5),
    version: 0,
  });
}

/** The apprentice (Auszubildende zur Pflegefachfrau) of Wohnbereich 2, whose school day the absences demo seeds. */
export const demoApprentice = {
  username: 'jana.vogel',
  displayName: 'Jana Vogel',
  team: 'Wohnbereich 2',
} as const;

/**
 * An apprentice in Wohnbereich 2, joining after the plan is seeded: the demo plan's early and late groups and
 * weekend duties stay as they are (the browser tests' swaps rely on Emma's and Lena's free days). Her every
 * Tuesday at the vocational school is a series of absences (demo/absences.ts).
 */
export async function seedDemoApprentice(admin: Caller, password: string): Promise<void> {
  const { listUnits } = await import('@app/functions/units/unit.service');
  const { createUser } = await import('@app/functions/users/user.service');
  const { RoleRepository } = await import('@app/functions/directory/role.repository');
  const planning = await import('@app/functions/users/user-planning.service');

  const unit = (await listUnits(admin)).find((candidate) => candidate.name === demoApprentice.team);
  if (!unit) throw new Error(`The demo tenant lacks the unit ${demoApprentice.team}`);
  const role = (await new RoleRepository(admin.tenant).list()).find((found) => found.key === 'employee');
  if (!role) throw new Error('The demo tenant lacks the employee role');
  const user = await createUser(admin, {
    username: demoApprentice.username,
    displayName: demoApprentice.displayName,
    email: `${demoApprentice.username}@sonnenhof.example`,
    password,
    roleIds: [role.id],
    language: 'de',
    unitId: unit.id,
  });
  // Full time, the school days included (they count as working time).
  await planning.saveWorkingTime(admin, user.id, {
    periods: [
      {
        validFrom: '2026-01-01',
        itemClass: 'Week',
        targetHours: 38.5,
        workingDays: 5,
        trackingMode: 'Calendar',
        sickCalculation: 'PlannedHours',
      },
    ],
    allowShiftInteraction: true,
    allowShiftInteractionRequest: true,
    createShift: false,
    requestedMode: 'AccessableUsers',
    version: 0,
  });
}
