/**
 * The API areas of functions/src in their declared order (docs/modules.md). An area may import only areas listed
 * before it, and of those only the files they expose; the lint rule `project/areas-order` (rule.js) enforces this in
 * `npm run lint`, and `npm run check:modules` (check.js) prints the graph and fails on any circle. Files directly in
 * functions/src (clock, config, logger, clients) are the area `root`; `wiring` is the top that imports everything.
 *
 * `exposes`: the area's public surface, file names without `.ts` relative to the area's folder. Everything else
 * (operations, jobs, internal steps) is the area's own.
 */

/** @typedef {{ name: string, exposes: readonly string[] }} Area */
/** @typedef {{ layer: string, why: string, areas: readonly Area[] }} Layer */

/** @type {readonly Layer[]} */
export const layers = [
  {
    layer: 'platform',
    why: 'storage, identity, rights, the HTTP frame, background work and the audit trail: everything builds on it',
    areas: [
      { name: 'root', exposes: ['clock', 'config', 'logger', 'clients', 'lambda-credentials'] },
      { name: 'platform', exposes: ['platform.repository'] },
      { name: 'tenancy', exposes: ['claims', 'tenant-context'] },
      {
        name: 'data',
        exposes: [
          'entity',
          'entity-items',
          'item-readers',
          'read-memo',
          'tenant-credentials',
          'tenant-table',
          'transact',
        ],
      },
      { name: 'files', exposes: ['tenant-files'] },
      {
        name: 'directory',
        exposes: [
          'caller.repository',
          'identity',
          'key-card.repository',
          'membership.repository',
          'role.repository',
          'tenant-counts.repository',
          'tenant.repository',
          'user-planning.repository',
          'user-rates.repository',
          'user.repository',
        ],
      },
      { name: 'security', exposes: ['caller', 'rate-limit', 'user-guards'] },
      { name: 'api', exposes: ['client-address', 'messages', 'operation'] },
      { name: 'tasks', exposes: ['task-text', 'task-transport', 'task.repository', 'task.service'] },
      { name: 'jobs', exposes: ['registry'] },
      { name: 'audit', exposes: ['audit.repository', 'audit.service'] },
      { name: 'notifications', exposes: ['notification.repository'] },
    ],
  },
  {
    layer: 'organisation',
    why: 'the company: accounts and mail, roles, the unit tree, settings, and the small catalogues people carry',
    areas: [
      {
        name: 'account',
        exposes: [
          'consent.repository',
          'email-confirmation.service',
          'mail',
          'notice-mail',
          'sign-in-reset',
          'temporary-password',
        ],
      },
      { name: 'invitations', exposes: [] },
      { name: 'roles', exposes: [] },
      {
        name: 'units',
        exposes: [
          'responsibility-scope',
          'responsibility.repository',
          'unit-data.service',
          'unit.repository',
          'unit.service',
        ],
      },
      { name: 'settings', exposes: ['settings.repository', 'settings.service'] },
      { name: 'session', exposes: [] },
      { name: 'system', exposes: [] },
      { name: 'favorites', exposes: ['favorite.repository', 'favorite.service'] },
      { name: 'tags', exposes: ['tag.repository'] },
      { name: 'qualifications', exposes: ['qualification.repository'] },
      { name: 'user-fields', exposes: ['user-field.repository', 'user-field.service'] },
      { name: 'user-groups', exposes: ['user-group.repository', 'user-group.service'] },
    ],
  },
  {
    layer: 'master data',
    why: 'what plans are made of: absence types, holidays, objects, resources, shift templates, pay rates',
    areas: [
      { name: 'absence-types', exposes: ['absence-type.repository', 'absence-type.service'] },
      { name: 'holidays', exposes: ['holiday.repository'] },
      { name: 'objects', exposes: [] },
      { name: 'resources', exposes: ['resource-rule.repository', 'resource.repository', 'resource.service'] },
      {
        name: 'shifts',
        exposes: ['shift-cycle.repository', 'shift-template.repository', 'shift-template.service'],
      },
      { name: 'payroll-data', exposes: ['payroll-data.repository'] },
    ],
  },
  {
    layer: 'planning',
    why: 'rules, the plan and its calendar, absences, appointments and the tools that fill plans',
    areas: [
      { name: 'rules', exposes: ['rule.repository', 'rule.service'] },
      {
        name: 'calendar',
        exposes: [
          'calendar-reads.repository',
          'calendar.service',
          'change-support',
          'drawn-items.entities',
          'entry.service',
          'fixed-bar-slots',
          'plan-items.entities',
          'plan.repository',
          'rule-world',
          'validator/change-world',
          'validator/texts',
        ],
      },
      {
        name: 'absences',
        exposes: [
          'absence-projection',
          'absence-support',
          'absence.repository',
          'leave-calendar.repository',
          'leave-calendar.service',
        ],
      },
      { name: 'appointments', exposes: [] },
      { name: 'plan-tools', exposes: ['bulk-tool.steps', 'print-text'] },
      // A person's calendar subscription: reads the plan, absences, units and the catalogue through their
      // repositories, so it stands above them; nothing imports it.
      { name: 'calendar-feeds', exposes: [] },
    ],
  },
  {
    layer: 'time',
    why: 'bookings, their valuation against the plan, year accounts and clock terminals',
    areas: [
      {
        name: 'time',
        exposes: [
          'booking.repository',
          'punch-clock.service',
          'day-record.repository',
          'month-summary.repository',
          'valuation-day',
          'valuation.service',
          'year-table.repository',
        ],
      },
      { name: 'year-tables', exposes: [] },
      { name: 'terminals', exposes: [] },
    ],
  },
  {
    layer: 'people, companies, payroll and automatic planning',
    why: 'what spans the layers below: a person’s whole record, imports, sign-up with default data, payroll files, the auto-planner',
    areas: [
      { name: 'users', exposes: ['user.service'] },
      // Microsoft sign-in: creates people at their first sign-in (users), offered on the login (tenants).
      { name: 'sso', exposes: ['sso.service'] },
      { name: 'user-import', exposes: [] },
      { name: 'tenants', exposes: [] },
      { name: 'payroll', exposes: [] },
      { name: 'planner', exposes: [] },
      { name: 'setup', exposes: [] },
    ],
  },
  {
    layer: 'wiring',
    why: 'the Lambda entries, the operation catalog and the worker list: imports every area, imported by none',
    areas: [{ name: 'wiring', exposes: ['catalog'] }],
  },
];

/** Every area in order, with its rank (0 = lowest). */
export const areas = layers.flatMap((layer) => layer.areas.map((area) => ({ ...area, layer: layer.layer })));
export const rankOf = new Map(areas.map((area, index) => [area.name, index]));
export const exposesOf = new Map(areas.map((area) => [area.name, new Set(area.exposes)]));
