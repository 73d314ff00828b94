/**
 * Responsibility in planning (issue 25 item 4): a planner responsible for unit A (and A's sub-unit A1) only plans
 * there. Every unit-scoped planning operation acting on unit B (or C, the planner's own unit, which she does not
 * plan) answers 403 `NOT_RESPONSIBLE` naming the unit and changes nothing (read back: the entity, the audit log,
 * the planner's tasks); the same operation in A works. Lists leave B out; the calendar picker's mode -1 shows
 * A with A1. A last test walks the API's catalog: an operation with a planning permission and a unit (or entry)
 * id in its request must be in the table below, so a new one fails here until it is added.
 *
 * Covered operations (catalog ids):
 * - calendar: save (create, change/move), delete, deleteSerial, execute (DROP_SETUSER, DROP_MOVEUSER,
 *   DROP_COPY), publish, shiftAction (SETUSER, SWAPACCEPT, SWAPDENY; in B and in C), userSlots, availableUsers,
 *   findings (the rule check in the product)
 * - tasks: ruleCheckReport, autoPlanLog
 * - plan-tools: weekTemplates, weekTemplate, createWeekTemplate, weekTemplateFromWeek, updateWeekTemplate,
 *   deleteWeekTemplate, applyWeekTemplates, deleteData, rangeActions (list), cycleInsert, cycleInsertions,
 *   cycleDelete, resourcePlanDelete, fixedBarSave, fixedBarDelete, fixedBarEntrySave (units, whole company),
 *   fixedBarEntryDelete, fixedBarSerialBreak, bulkToolShifts, bulkToolRun, bulkToolTargets (list),
 *   printCalendar, autoAssign, autoPlanRuns (list), autoPlanRun, autoPlanAccept, autoPlanReject, copyPlan
 * - absences (area of the planner's notify and the appointments): autoNotifyPrepare, autoNotify,
 *   appointmentSave, appointmentDelete
 * - rules: saveStandbyRule, deleteStandbyRule
 * - payroll-data: payrollExportLodas, payrollExportLug, payrollExportSage (unit and person), payrollRunList
 *   (list), payrollRunFile, personnelList (list), personnelSave
 * - units: create, update, move, saveManning, saveSetting, deleteSetting, saveTimeline, saveResources,
 *   selection (mode -1), responsibleIds
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { operations } from '@app/functions/wiring/catalog';
import type { ErrorCode } from '@app/shared/api/errors';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { appointmentContracts } from '@app/shared/appointments/appointments.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { pickerContracts } from '@app/shared/calendar/picker.contracts';
import { publishContracts } from '@app/shared/calendar/publish.contracts';
import { ruleFindingsContracts } from '@app/shared/calendar/rule-findings.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import { shiftActionContracts } from '@app/shared/calendar/shift-actions.contracts';
import { payrollExportContracts } from '@app/shared/payroll/payroll-export.contracts';
import { copyPlanContracts } from '@app/shared/plan-tools/copy-plan.contracts';
import { payrollSettingsContracts } from '@app/shared/payroll/payroll-settings.contracts';
import { bulkToolContracts } from '@app/shared/plan-tools/bulk-tool.contracts';
import { cycleInsertContracts } from '@app/shared/plan-tools/cycle-insert.contracts';
import { fixedBarContracts } from '@app/shared/plan-tools/fixed-bars.contracts';
import { planToolContracts } from '@app/shared/plan-tools/plan-tools.contracts';
import { printContracts } from '@app/shared/plan-tools/print.contracts';
import { autoPlanningContracts } from '@app/shared/planner/auto-planning.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import { ruleReportContracts } from '@app/shared/rules/rule-report.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import { shiftCycleContracts } from '@app/shared/shifts/shift-cycles.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import { addDays } from '@app/shared/time/tenant-time';
import type { TUnit } from '@app/shared/units/unit';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, testPassword, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();

interface Answer {
  status: number;
  error?: { code: ErrorCode; message: string; details?: unknown } | undefined;
}

let admin: TestTenant;
let root: TUnit;
/** Paula plans A (and A1 below it); she works in C, which she does not plan; B is someone else's. */
let unitA: TUnit;
let unitA1: TUnit;
let unitB: TUnit;
let unitC: TUnit;
let paula: { id: string; token: string };
/** Employees: eva of A, bob of B, carl and cora of C. */
let eva: string;
let bob: string;
let carl: string;
let cora: string;
let resourceId: string;
let templateId: string;
let cycleId: string;

const asAdmin = () => ({ token: admin.token });
const asPaula = () => ({ token: paula.token });

async function newUnit(name: string, parentId: string): Promise<TUnit> {
  const created = await api.send(unitContracts.create, { body: { name, unitType: 0, parentId } }, asAdmin());
  return present(created.data);
}

async function employee(username: string, unit: TUnit): Promise<string> {
  const created = await api.send(
    userContracts.create,
    {
      body: {
        username,
        displayName: `${username[0]?.toUpperCase()}${username.slice(1)}`,
        email: `${username}@example.com`,
        password: testPassword,
        roleIds: [employeeRoleId],
        unitId: unit.id,
      },
    },
    asAdmin(),
  );
  return present(created.data).id;
}
let employeeRoleId: string;

/** A day of its own for every fixture, so that no two cases meet on a person's day. */
let dayCounter = 0;
const nextDay = () => addDays('2027-03-01', dayCounter++);

/** An entry written by the administrator (forced past every rule). */
async function entry(unit: TUnit, userId: string | null, date = nextDay()): Promise<TShiftEntry> {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId: unit.id, date, userId, templateId } },
    asAdmin(),
  );
  expect(saved.data.success, saved.data.message ?? '').toBe(true);
  return present(saved.data.result ?? undefined);
}

async function readEntry(entryId: string) {
  const answer = await api.send(calendar.entry, { params: { entryId } }, asAdmin());
  return answer.status === 200 ? answer.data : answer.status;
}

/** What must not change when a refusal is answered: paula's audit entries and tasks. */
async function traces() {
  const audit = await api.send(auditContracts.list, { query: { limit: 50 } }, asAdmin());
  const tasks = await api.send(taskContracts.list, { query: { limit: 100 } }, asPaula());
  return {
    audit: audit.data.items.filter((item) => item.actorId === paula.id).map((item) => item.id),
    tasks: tasks.data.items.length,
  };
}

interface Case {
  /** The catalog operations the case covers. */
  ops: string[];
  name: string;
  /** The unit the refusal names. */
  unit: () => TUnit | 'any';
  /** Sets up what the case needs (as the administrator) and answers its calls. */
  prepare: () => Calls | Promise<Calls>;
}

interface Calls {
  /** The call outside paula's units: 403 NOT_RESPONSIBLE. */
  outside: () => Promise<Answer>;
  /** What must read back the same afterwards. */
  state?: () => Promise<unknown>;
  /** The same call in her units: it works. */
  inside?: () => Promise<Answer>;
}

const save = (
  body: {
    id?: string;
    version?: number;
    unitId: string;
    date: string;
    userId: string | null;
    templateId: string;
  },
  token = paula.token,
) => api.send(calendar.save, { query: { force: 'true' }, body }, { token });

const drop = (
  command: 'DROP_SETUSER' | 'DROP_MOVEUSER' | 'DROP_COPY',
  data: {
    sourceEntryId?: string;
    sourceUserId?: string;
    targetEntryId?: string;
    targetGroupId: string;
    targetUserId: string | null;
    targetDate: string;
    version?: number;
  },
) => api.send(calendar.execute, { body: { command, force: true, data } }, asPaula());

const shiftAction = (body: {
  actionMode: 'SETUSER' | 'SWAP' | 'SWAPACCEPT' | 'SWAPDENY';
  entryId: string;
  targetUserId?: string;
  targetEntryId?: string;
  force?: boolean;
}) => api.send(shiftActionContracts.shiftAction, { body: { force: true, ...body } }, asPaula());

async function weekTemplate(unit: TUnit, token = admin.token) {
  const created = await api.send(
    planToolContracts.createWeekTemplate,
    {
      body: {
        unitId: unit.id,
        name: `Week of ${unit.name}`,
        entries: [
          {
            weekday: 1,
            shiftTplId: templateId,
            resourceId: null,
            userId: null,
            begin: null,
            end: null,
            pauses: [],
          },
        ],
      },
    },
    { token },
  );
  return present(created.data);
}

async function fixedBar() {
  return present(
    (await api.send(fixedBarContracts.fixedBarSave, { body: { name: `Bar ${nextDay()}` } }, asAdmin())).data,
  );
}

async function fixedBarEntry(unitIds: string[] | 'company') {
  const bar = await fixedBar();
  const date = nextDay();
  const saved = await api.send(
    fixedBarContracts.fixedBarEntrySave,
    {
      body: {
        fixedBarId: bar.id,
        caption: 'Inventory',
        startDate: date,
        endDate: date,
        ...(unitIds === 'company' ? { fullCompany: true } : { fullCompany: false, unitIds }),
      },
    },
    asAdmin(),
  );
  return present(saved.data);
}

async function standbyRule(unit: TUnit) {
  const saved = await api.send(
    rulesContracts.saveStandbyRule,
    { body: { name: `Standby ${unit.name}`, unitId: unit.id, duties: [] } },
    asAdmin(),
  );
  return present(saved.data);
}

/** An automatic planning run of B started by the administrator (its job may still be running). */
let runB: string;
/** A payroll run of B started by the administrator. */
let payrollRunB: string;

const cases: Case[] = [
  {
    ops: ['calendar.save'],
    name: 'a new shift in B',
    unit: () => unitB,
    prepare: () => {
      const date = nextDay();
      const shifts = async (unit: TUnit) =>
        (
          await api.send(calendar.list, { body: { from: date, to: date, unitIds: [unit.id] } }, asAdmin())
        ).data.slots.filter((slot) => slot.id !== null).length;
      return {
        outside: () => save({ unitId: unitB.id, date, userId: null, templateId }),
        state: () => shifts(unitB),
        inside: () => save({ unitId: unitA.id, date, userId: null, templateId }),
      };
    },
  },
  {
    ops: ['calendar.save'],
    name: "moving B's shift to A",
    unit: () => unitB,
    prepare: async () => {
      const inB = await entry(unitB, bob);
      const inA1 = await entry(unitA1, eva);
      return {
        outside: () =>
          save({
            id: inB.id,
            version: inB.version,
            unitId: unitA.id,
            date: inB.date,
            userId: bob,
            templateId,
          }),
        state: () => readEntry(inB.id),
        inside: () =>
          save({
            id: inA1.id,
            version: inA1.version,
            unitId: unitA.id,
            date: inA1.date,
            userId: eva,
            templateId,
          }),
      };
    },
  },
  {
    ops: ['calendar.save'],
    name: "moving A's shift to B",
    unit: () => unitB,
    prepare: async () => {
      const inA = await entry(unitA, eva);
      return {
        outside: () =>
          save({
            id: inA.id,
            version: inA.version,
            unitId: unitB.id,
            date: inA.date,
            userId: eva,
            templateId,
          }),
        state: () => readEntry(inA.id),
      };
    },
  },
  {
    ops: ['calendar.delete'],
    name: "deleting B's shift",
    unit: () => unitB,
    prepare: async () => {
      const inB = await entry(unitB, bob);
      const inA = await entry(unitA, eva);
      const remove = (shift: TShiftEntry) =>
        api.send(
          calendar.delete,
          { params: { entryId: shift.id }, query: { version: shift.version } },
          asPaula(),
        );
      return { outside: () => remove(inB), state: () => readEntry(inB.id), inside: () => remove(inA) };
    },
  },
  {
    ops: ['calendar.deleteSerial'],
    name: "deleting B's series",
    unit: () => unitB,
    prepare: async () => {
      const inB = await entry(unitB, bob);
      const inA = await entry(unitA, eva);
      const remove = (shift: TShiftEntry) =>
        api.send(
          calendar.deleteSerial,
          { params: { entryId: shift.id }, body: { virtual: false } },
          asPaula(),
        );
      return { outside: () => remove(inB), state: () => readEntry(inB.id), inside: () => remove(inA) };
    },
  },
  {
    ops: ['calendar.execute'],
    name: "dropping a person on B's open shift",
    unit: () => unitB,
    prepare: async () => {
      const openB = await entry(unitB, null);
      const openA = await entry(unitA, null);
      const setUser = (open: TShiftEntry, unit: TUnit) =>
        drop('DROP_SETUSER', {
          sourceUserId: eva,
          targetEntryId: open.id,
          targetGroupId: unit.id,
          targetUserId: null,
          targetDate: open.date,
          version: open.version,
        });
      return {
        outside: () => setUser(openB, unitB),
        state: () => readEntry(openB.id),
        inside: () => setUser(openA, unitA),
      };
    },
  },
  {
    ops: ['calendar.execute'],
    name: "dragging B's shift into A",
    unit: () => unitB,
    prepare: async () => {
      const inB = await entry(unitB, bob);
      const inA = await entry(unitA, eva);
      const move = (shift: TShiftEntry, target: TUnit, userId: string) =>
        drop('DROP_MOVEUSER', {
          sourceEntryId: shift.id,
          targetGroupId: target.id,
          targetUserId: userId,
          targetDate: shift.date,
          version: shift.version,
        });
      return {
        outside: () => move(inB, unitA, bob),
        state: () => readEntry(inB.id),
        inside: () => move(inA, unitA1, eva),
      };
    },
  },
  {
    ops: ['calendar.execute'],
    name: "copying A's shift into B",
    unit: () => unitB,
    prepare: async () => {
      const inA = await entry(unitA, eva);
      const date = nextDay();
      return {
        outside: () =>
          drop('DROP_COPY', {
            sourceEntryId: inA.id,
            targetGroupId: unitB.id,
            targetUserId: bob,
            targetDate: date,
          }),
        state: async () =>
          (
            await api.send(calendar.list, { body: { from: date, to: date, unitIds: [unitB.id] } }, asAdmin())
          ).data.slots.filter((slot) => slot.id !== null).length,
        inside: () =>
          drop('DROP_COPY', {
            sourceEntryId: inA.id,
            targetGroupId: unitA.id,
            targetUserId: eva,
            targetDate: date,
          }),
      };
    },
  },
  {
    ops: ['calendar.publish'],
    name: "publishing B's plan",
    unit: () => unitB,
    prepare: () => {
      const publish = (unit: TUnit) =>
        api.send(
          publishContracts.publish,
          { body: { groupId: unit.id, publishTo: '2027-12-31' } },
          asPaula(),
        );
      return {
        outside: () => publish(unitB),
        state: async () =>
          (await api.send(publishContracts.publishedTo, { params: { unitId: unitB.id } }, asAdmin())).data,
        inside: () => publish(unitA),
      };
    },
  },
  {
    ops: ['calendar.preview'],
    name: "previewing the publishing of B's plan",
    unit: () => unitB,
    prepare: () => {
      const preview = (unit: TUnit) =>
        api.send(
          publishContracts.preview,
          { query: { unitId: unit.id, publishTo: '2027-12-31' } },
          asPaula(),
        );
      return { outside: () => preview(unitB), inside: () => preview(unitA) };
    },
  },
  {
    ops: ['calendar.shiftAction'],
    name: "giving B's open shift to someone (SETUSER)",
    unit: () => unitB,
    prepare: async () => {
      const openB = await entry(unitB, null);
      const openA = await entry(unitA, null);
      return {
        outside: () => shiftAction({ actionMode: 'SETUSER', entryId: openB.id, targetUserId: bob }),
        state: () => readEntry(openB.id),
        inside: () => shiftAction({ actionMode: 'SETUSER', entryId: openA.id, targetUserId: eva }),
      };
    },
  },
  {
    ops: ['calendar.shiftAction'],
    name: 'giving an open shift of her own unit C to a colleague (she works there, she does not plan it)',
    unit: () => unitC,
    prepare: async () => {
      const openC = await entry(unitC, null);
      return {
        outside: () => shiftAction({ actionMode: 'SETUSER', entryId: openC.id, targetUserId: carl }),
        state: () => readEntry(openC.id),
      };
    },
  },
  {
    ops: ['calendar.shiftAction'],
    name: 'approving and refusing a swap in C (SWAPACCEPT, SWAPDENY)',
    unit: () => unitC,
    prepare: async () => {
      const carls = await entry(unitC, carl);
      const coras = await entry(unitC, cora);
      const asked = await api.send(
        shiftActionContracts.shiftAction,
        { body: { actionMode: 'SWAP', entryId: carls.id, targetEntryId: coras.id, force: false } },
        asAdmin(),
      );
      expect(asked.data.success, asked.data.message ?? '').toBe(true);
      return {
        outside: async () => {
          const accepted = await shiftAction({ actionMode: 'SWAPACCEPT', entryId: carls.id });
          const denied = await shiftAction({ actionMode: 'SWAPDENY', entryId: carls.id });
          expect(denied.error?.code).toBe('NOT_RESPONSIBLE');
          return accepted;
        },
        state: async () => [await readEntry(carls.id), await readEntry(coras.id)],
      };
    },
  },
  {
    ops: ['calendar.userSlots', 'calendar.availableUsers'],
    name: "who could take B's shift (the shift picker's people)",
    unit: () => unitB,
    prepare: () => {
      const date = nextDay();
      const ask = async (unit: TUnit) => {
        const slots = await api.send(
          pickerContracts.userSlots,
          { body: { unitId: unit.id, date, templateId } },
          asPaula(),
        );
        const users = await api.send(
          pickerContracts.availableUsers,
          { body: { unitId: unit.id, date, templateId } },
          asPaula(),
        );
        expect(users.status).toBe(slots.status);
        return slots;
      };
      return { outside: () => ask(unitB), inside: () => ask(unitA) };
    },
  },
  {
    ops: ['tasks.ruleCheckReport'],
    name: "B's rule check report",
    unit: () => unitB,
    prepare: () => {
      const report = (unit: TUnit) =>
        api.send(
          ruleReportContracts.ruleCheckReport,
          { body: { unitId: unit.id, from: '2027-03-01', to: '2027-03-31' } },
          asPaula(),
        );
      return { outside: () => report(unitB), inside: () => report(unitA) };
    },
  },
  {
    ops: ['calendar.findings'],
    name: "B's rule check findings",
    unit: () => unitB,
    prepare: () => {
      const check = (unit: TUnit) =>
        api.send(
          ruleFindingsContracts.findings,
          { body: { unitId: unit.id, from: '2027-03-01', to: '2027-03-31' } },
          asPaula(),
        );
      return { outside: () => check(unitB), inside: () => check(unitA) };
    },
  },
  {
    ops: ['plan-tools.copyPlan'],
    name: "copying B's week",
    unit: () => unitB,
    prepare: () => {
      const copy = (unit: TUnit) =>
        api.send(
          copyPlanContracts.copyPlan,
          { body: { unitId: unit.id, userId: null, from: '2027-05-03', days: 7, weeks: 1 } },
          asPaula(),
        );
      return { outside: () => copy(unitB), inside: () => copy(unitA) };
    },
  },
  {
    ops: ['plan-tools.weekTemplates', 'plan-tools.weekTemplate'],
    name: "B's week templates (list and one)",
    unit: () => unitB,
    prepare: async () => {
      const ofB = await weekTemplate(unitB);
      return {
        outside: async () => {
          const one = await api.send(
            planToolContracts.weekTemplate,
            { params: { weekTemplateId: ofB.id } },
            asPaula(),
          );
          expect(one.error?.code).toBe('NOT_RESPONSIBLE');
          return api.send(planToolContracts.weekTemplates, { params: { unitId: unitB.id } }, asPaula());
        },
        inside: () => api.send(planToolContracts.weekTemplates, { params: { unitId: unitA.id } }, asPaula()),
      };
    },
  },
  {
    ops: ['plan-tools.createWeekTemplate'],
    name: 'a new week template of B',
    unit: () => unitB,
    prepare: () => {
      const templates = async () =>
        (await api.send(planToolContracts.weekTemplates, { params: { unitId: unitB.id } }, asAdmin())).data;
      return {
        outside: async () => {
          const created = await api.send(
            planToolContracts.createWeekTemplate,
            { body: { unitId: unitB.id, name: 'Mine now', entries: [] } },
            asPaula(),
          );
          return created;
        },
        state: templates,
        inside: () =>
          api.send(
            planToolContracts.createWeekTemplate,
            { body: { unitId: unitA.id, name: 'Week of A', entries: [] } },
            asPaula(),
          ),
      };
    },
  },
  {
    ops: ['plan-tools.weekTemplateFromWeek'],
    name: "B's week saved as a template",
    unit: () => unitB,
    prepare: async () => {
      const inB = await entry(unitB, bob);
      const inA = await entry(unitA, eva);
      const fromWeek = (unit: TUnit, date: string) =>
        api.send(
          planToolContracts.weekTemplateFromWeek,
          { body: { unitId: unit.id, name: 'From the week', weekStart: date } },
          asPaula(),
        );
      return {
        outside: () => fromWeek(unitB, inB.date),
        state: async () =>
          (await api.send(planToolContracts.weekTemplates, { params: { unitId: unitB.id } }, asAdmin())).data,
        inside: () => fromWeek(unitA, inA.date),
      };
    },
  },
  {
    ops: ['plan-tools.updateWeekTemplate', 'plan-tools.deleteWeekTemplate'],
    name: "changing and deleting B's week template",
    unit: () => unitB,
    prepare: async () => {
      const ofB = await weekTemplate(unitB);
      const ofA = await weekTemplate(unitA);
      const update = (template: { id: string; version: number }) =>
        api.send(
          planToolContracts.updateWeekTemplate,
          {
            params: { weekTemplateId: template.id },
            body: { name: 'Renamed', entries: [], version: template.version },
          },
          asPaula(),
        );
      return {
        outside: async () => {
          const removed = await api.send(
            planToolContracts.deleteWeekTemplate,
            { params: { weekTemplateId: ofB.id }, query: { version: ofB.version } },
            asPaula(),
          );
          expect(removed.error?.code).toBe('NOT_RESPONSIBLE');
          return update(ofB);
        },
        state: async () =>
          (await api.send(planToolContracts.weekTemplate, { params: { weekTemplateId: ofB.id } }, asAdmin()))
            .data,
        inside: () => update(ofA),
      };
    },
  },
  {
    ops: ['plan-tools.applyWeekTemplates'],
    name: "applying B's week template",
    unit: () => unitB,
    prepare: async () => {
      const ofB = await weekTemplate(unitB);
      const ofA = await weekTemplate(unitA);
      const begin = '2027-09-06';
      const end = '2027-09-12';
      const apply = (unit: TUnit, weekId: string) =>
        api.send(
          planToolContracts.applyWeekTemplates,
          { body: { groupId: unit.id, weekIds: [weekId], begin, end } },
          asPaula(),
        );
      return {
        outside: () => apply(unitB, ofB.id),
        state: async () =>
          (
            await api.send(calendar.list, { body: { from: begin, to: end, unitIds: [unitB.id] } }, asAdmin())
          ).data.slots.filter((slot) => slot.id !== null).length,
        inside: () => apply(unitA, ofA.id),
      };
    },
  },
  {
    ops: ['plan-tools.deleteData'],
    name: "deleting B's plan of a range",
    unit: () => unitB,
    prepare: async () => {
      const inB = await entry(unitB, bob);
      const inA = await entry(unitA, eva);
      const deleteData = (unit: TUnit, date: string) =>
        api.send(
          planToolContracts.deleteData,
          { body: { groupId: unit.id, begin: date, end: date } },
          asPaula(),
        );
      return {
        outside: () => deleteData(unitB, inB.date),
        state: () => readEntry(inB.id),
        inside: () => deleteData(unitA, inA.date),
      };
    },
  },
  {
    ops: ['plan-tools.cycleInsert', 'plan-tools.cycleInsertions'],
    name: 'a shift cycle inserted into B (and B’s insertions)',
    unit: () => unitB,
    prepare: () => {
      const insert = (unit: TUnit, userId: string) =>
        api.send(
          cycleInsertContracts.cycleInsert,
          {
            body: {
              unitId: unit.id,
              cycleId,
              userIds: [userId],
              start: '2027-10-04',
              repetitions: 1,
              ignoreWarnings: true,
            },
          },
          asPaula(),
        );
      return {
        outside: async () => {
          const listed = await api.send(
            cycleInsertContracts.cycleInsertions,
            { params: { unitId: unitB.id } },
            asPaula(),
          );
          expect(listed.error?.code).toBe('NOT_RESPONSIBLE');
          return insert(unitB, bob);
        },
        state: async () =>
          (await api.send(cycleInsertContracts.cycleInsertions, { params: { unitId: unitB.id } }, asAdmin()))
            .data,
        inside: () => insert(unitA, eva),
      };
    },
  },
  {
    ops: ['plan-tools.cycleDelete'],
    name: 'deleting a cycle inserted into B',
    unit: () => unitB,
    prepare: async () => {
      const inserted = await api.send(
        cycleInsertContracts.cycleInsert,
        {
          body: {
            unitId: unitB.id,
            cycleId,
            userIds: [bob],
            start: '2027-11-01',
            repetitions: 1,
            ignoreWarnings: true,
          },
        },
        asAdmin(),
      );
      expect(inserted.status).toBe(200);
      return {
        outside: () =>
          api.send(
            cycleInsertContracts.cycleDelete,
            { params: { insertionId: inserted.data.insertionId }, query: {} },
            asPaula(),
          ),
        state: async () =>
          (await api.send(cycleInsertContracts.cycleInsertions, { params: { unitId: unitB.id } }, asAdmin()))
            .data,
      };
    },
  },
  {
    ops: ['plan-tools.resourcePlanDelete'],
    name: "deleting a resource's plan in B",
    unit: () => unitB,
    prepare: async () => {
      const inB = await entry(unitB, bob);
      const inA = await entry(unitA, eva);
      const remove = (unit: TUnit, date: string) =>
        api.send(
          cycleInsertContracts.resourcePlanDelete,
          { params: { resourceId }, query: { unitId: unit.id, from: date, to: date } },
          asPaula(),
        );
      return {
        outside: () => remove(unitB, inB.date),
        state: () => readEntry(inB.id),
        inside: () => remove(unitA, inA.date),
      };
    },
  },
  {
    ops: ['plan-tools.fixedBarSave', 'plan-tools.fixedBarDelete'],
    name: 'a fixed bar (a row of the whole company) created, changed or deleted',
    unit: () => 'any',
    prepare: async () => {
      const bar = await fixedBar();
      return {
        outside: async () => {
          const created = await api.send(
            fixedBarContracts.fixedBarSave,
            { body: { name: 'Mine' } },
            asPaula(),
          );
          expect(created.error?.code).toBe('NOT_RESPONSIBLE');
          const removed = await api.send(
            fixedBarContracts.fixedBarDelete,
            { params: { fixedBarId: bar.id }, query: { version: bar.version } },
            asPaula(),
          );
          expect(removed.error?.code).toBe('NOT_RESPONSIBLE');
          return api.send(
            fixedBarContracts.fixedBarSave,
            { body: { id: bar.id, version: bar.version, name: 'Renamed' } },
            asPaula(),
          );
        },
        state: async () =>
          (await api.send(fixedBarContracts.fixedBarList, { body: { includeDisabled: true } }, asAdmin()))
            .data,
      };
    },
  },
  {
    ops: ['plan-tools.fixedBarEntrySave'],
    name: 'a fixed bar entry shown in B',
    unit: () => unitB,
    prepare: async () => {
      const bar = await fixedBar();
      const date = nextDay();
      const shownIn = (unit: TUnit) =>
        api.send(
          fixedBarContracts.fixedBarEntrySave,
          {
            body: {
              fixedBarId: bar.id,
              caption: 'Audit',
              startDate: date,
              endDate: date,
              fullCompany: false,
              unitIds: [unit.id],
            },
          },
          asPaula(),
        );
      return {
        outside: () => shownIn(unitB),
        state: async () =>
          (await api.send(fixedBarContracts.fixedBarEntries, { params: { fixedBarId: bar.id } }, asAdmin()))
            .data,
        inside: () => shownIn(unitA),
      };
    },
  },
  {
    ops: ['plan-tools.fixedBarEntrySave'],
    name: 'a fixed bar entry of the whole company, or an entry of B moved to A',
    unit: () => 'any',
    prepare: async () => {
      const ofB = await fixedBarEntry([unitB.id]);
      return {
        outside: async () => {
          const moved = await api.send(
            fixedBarContracts.fixedBarEntrySave,
            {
              body: {
                id: ofB.id,
                version: ofB.version,
                fixedBarId: ofB.fixedBarId,
                caption: ofB.caption,
                startDate: ofB.startDate,
                endDate: ofB.endDate,
                fullCompany: false,
                unitIds: [unitA.id],
              },
            },
            asPaula(),
          );
          expect(moved.error?.code).toBe('NOT_RESPONSIBLE');
          return api.send(
            fixedBarContracts.fixedBarEntrySave,
            {
              body: {
                fixedBarId: ofB.fixedBarId,
                caption: 'Everyone',
                startDate: ofB.startDate,
                endDate: ofB.endDate,
                fullCompany: true,
              },
            },
            asPaula(),
          );
        },
        state: async () =>
          (
            await api.send(
              fixedBarContracts.fixedBarEntries,
              { params: { fixedBarId: ofB.fixedBarId } },
              asAdmin(),
            )
          ).data,
      };
    },
  },
  {
    ops: ['plan-tools.fixedBarEntryDelete', 'plan-tools.fixedBarSerialBreak'],
    name: "deleting B's fixed bar entry, or one day of it",
    unit: () => unitB,
    prepare: async () => {
      const ofB = await fixedBarEntry([unitB.id]);
      const ofA = await fixedBarEntry([unitA.id]);
      return {
        outside: async () => {
          const broken = await api.send(
            fixedBarContracts.fixedBarSerialBreak,
            { body: { id: ofB.id, version: ofB.version, beginDate: ofB.startDate } },
            asPaula(),
          );
          expect(broken.error?.code).toBe('NOT_RESPONSIBLE');
          return api.send(
            fixedBarContracts.fixedBarEntryDelete,
            { params: { fixedBarEntryId: ofB.id }, query: { version: ofB.version } },
            asPaula(),
          );
        },
        state: async () =>
          (
            await api.send(
              fixedBarContracts.fixedBarEntryLoad,
              { params: { fixedBarEntryId: ofB.id }, query: {} },
              asAdmin(),
            )
          ).data,
        inside: () =>
          api.send(
            fixedBarContracts.fixedBarEntryDelete,
            { params: { fixedBarEntryId: ofA.id }, query: { version: ofA.version } },
            asPaula(),
          ),
      };
    },
  },
  {
    ops: ['plan-tools.bulkToolShifts', 'plan-tools.bulkToolRun'],
    name: "the bulk tool over B's shifts",
    unit: () => unitB,
    prepare: async () => {
      const inB = await entry(unitB, bob);
      const inA = await entry(unitA, eva);
      const run = (shift: TShiftEntry) =>
        api.send(
          bulkToolContracts.bulkToolRun,
          {
            body: {
              range: { from: shift.date, to: shift.date },
              sourceIdList: [shift.id],
              sourceAction: 'delete',
            },
          },
          asPaula(),
        );
      return {
        outside: async () => {
          const listed = await api.send(
            bulkToolContracts.bulkToolShifts,
            { body: { unitIds: [unitB.id], from: inB.date, to: inB.date } },
            asPaula(),
          );
          expect(listed.error?.code).toBe('NOT_RESPONSIBLE');
          return run(inB);
        },
        state: () => readEntry(inB.id),
        inside: async () => {
          const listed = await api.send(
            bulkToolContracts.bulkToolShifts,
            { body: { unitIds: [unitA.id], from: inA.date, to: inA.date } },
            asPaula(),
          );
          expect(listed.status).toBe(200);
          return run(inA);
        },
      };
    },
  },
  {
    ops: ['plan-tools.bulkToolRun'],
    name: "moving A's shift into B with the bulk tool",
    unit: () => unitB,
    prepare: async () => {
      const inA = await entry(unitA, eva);
      return {
        outside: () =>
          api.send(
            bulkToolContracts.bulkToolRun,
            {
              body: {
                range: { from: inA.date, to: inA.date },
                sourceIdList: [inA.id],
                sourceAction: 'move',
                targetAction: 'resource',
                targetGroupId: unitB.id,
                targetResourceId: resourceId,
              },
            },
            asPaula(),
          ),
        state: () => readEntry(inA.id),
      };
    },
  },
  {
    ops: ['plan-tools.printCalendar'],
    name: "printing B's calendar",
    unit: () => unitB,
    prepare: () => {
      const print = (unit: TUnit) =>
        api.send(
          printContracts.printCalendar,
          {
            body: {
              calendar: { from: '2027-03-01', to: '2027-03-07', unitIds: [unit.id] },
              paper: 'A4',
              orientation: 'landscape',
            },
          },
          asPaula(),
        );
      return { outside: () => print(unitB), inside: () => print(unitA) };
    },
  },
  {
    ops: ['rules.saveStandbyRule', 'rules.deleteStandbyRule'],
    name: "B's standby rules",
    unit: () => unitB,
    prepare: async () => {
      const ofB = await standbyRule(unitB);
      return {
        outside: async () => {
          const removed = await api.send(
            rulesContracts.deleteStandbyRule,
            { params: { id: ofB.id } },
            asPaula(),
          );
          expect(removed.error?.code).toBe('NOT_RESPONSIBLE');
          const moved = await api.send(
            rulesContracts.saveStandbyRule,
            { body: { id: ofB.id, version: ofB.version, name: ofB.name, unitId: unitA.id, duties: [] } },
            asPaula(),
          );
          expect(moved.error?.code).toBe('NOT_RESPONSIBLE');
          return api.send(
            rulesContracts.saveStandbyRule,
            { body: { name: 'Mine', unitId: unitB.id, duties: [] } },
            asPaula(),
          );
        },
        state: async () => (await api.send(rulesContracts.standbyRules, {}, asAdmin())).data,
        inside: () =>
          api.send(
            rulesContracts.saveStandbyRule,
            { body: { name: 'Of A', unitId: unitA.id, duties: [] } },
            asPaula(),
          ),
      };
    },
  },
  {
    ops: ['plan-tools.autoAssign'],
    name: 'automatic planning of B',
    unit: () => unitB,
    prepare: () => {
      const start = (unit: TUnit) =>
        api.send(
          autoPlanningContracts.autoAssign,
          {
            body: {
              unitIds: [unit.id],
              range: { start: '2027-12-06', end: '2027-12-12' },
              timeLimitSeconds: 5,
            },
          },
          asPaula(),
        );
      return { outside: () => start(unitB), inside: () => start(unitA) };
    },
  },
  {
    ops: [
      'plan-tools.autoPlanRun',
      'plan-tools.autoPlanAccept',
      'plan-tools.autoPlanReject',
      'tasks.autoPlanLog',
      'absences.autoNotifyPrepare',
      'absences.autoNotify',
    ],
    name: "a run of B's automatic planning: read, accepted, rejected, its log, its notices",
    unit: () => unitB,
    prepare: () => {
      const params = { params: { runId: runB } };
      return {
        outside: async () => {
          const calls: Answer[] = [
            await api.send(autoPlanningContracts.autoPlanRun, params, asPaula()),
            await api.send(autoPlanningContracts.autoPlanReject, params, asPaula()),
            await api.send(autoPlanningContracts.autoPlanLog, params, asPaula()),
            await api.send(autoPlanningContracts.autoNotifyPrepare, params, asPaula()),
            await api.send(
              autoPlanningContracts.autoNotify,
              { ...params, body: { userIds: [bob], email: false } },
              asPaula(),
            ),
          ];
          for (const call of calls) expect(call.error?.code).toBe('NOT_RESPONSIBLE');
          return api.send(autoPlanningContracts.autoPlanAccept, { ...params, body: {} }, asPaula());
        },
        state: async () => {
          const run = (await api.send(autoPlanningContracts.autoPlanRun, params, asAdmin())).data;
          return { state: run.state, proposals: run.proposals.length };
        },
      };
    },
  },
  {
    ops: [
      'payroll-data.payrollExportLodas',
      'payroll-data.payrollExportLug',
      'payroll-data.payrollExportSage',
    ],
    name: "payroll exports of B and of B's people",
    unit: () => unitB,
    prepare: () => {
      const body = (whom: { unitId: string } | { userId: string }) => ({
        body: { ...whom, calculationDate: '2027-01-31' },
      });
      return {
        outside: async () => {
          for (const contract of [
            payrollExportContracts.payrollExportLug,
            payrollExportContracts.payrollExportSage,
          ])
            expect((await api.send(contract, body({ unitId: unitB.id }), asPaula())).error?.code).toBe(
              'NOT_RESPONSIBLE',
            );
          const person = await api.send(
            payrollExportContracts.payrollExportLodas,
            body({ userId: bob }),
            asPaula(),
          );
          expect(person.error?.code).toBe('NOT_RESPONSIBLE');
          return api.send(payrollExportContracts.payrollExportLodas, body({ unitId: unitB.id }), asPaula());
        },
        state: async () =>
          (await api.send(payrollExportContracts.payrollRunList, { query: { limit: 100 } }, asAdmin())).data
            .items.length,
        inside: () =>
          api.send(payrollExportContracts.payrollExportLodas, body({ unitId: unitA.id }), asPaula()),
      };
    },
  },
  {
    ops: ['payroll-data.payrollRunFile'],
    name: "a file of B's payroll run",
    unit: () => unitB,
    prepare: () => ({
      outside: () =>
        api.send(
          payrollExportContracts.payrollRunFile,
          { params: { runId: payrollRunB, index: 0 } },
          asPaula(),
        ),
    }),
  },
  {
    ops: ['payroll-data.personnelSave'],
    name: "the personnel number of B's person",
    unit: () => unitB,
    prepare: () => {
      const number = (userId: string, personnelNumber: number) =>
        api.send(
          payrollSettingsContracts.personnelSave,
          { params: { userId }, body: { personnelNumber, costCentre: '', version: 0 } },
          asPaula(),
        );
      return {
        outside: () => number(bob, 201),
        state: async () =>
          (
            await api.send(payrollSettingsContracts.personnelList, { query: { limit: 100 } }, asAdmin())
          ).data.items.find((item) => item.userId === bob),
        inside: () => number(eva, 101),
      };
    },
  },
  {
    ops: ['absences.appointmentSave', 'absences.appointmentDelete'],
    name: "appointments of B's person in B",
    unit: () => unitB,
    prepare: async () => {
      const date = nextDay();
      const appointment = (userId: string, unit: TUnit, token: string) =>
        api.send(
          appointmentContracts.save,
          {
            body: {
              subject: 'Training',
              begin: date,
              end: date,
              beginTime: '09:00',
              endTime: '10:00',
              userId,
              unitIds: [unit.id],
            },
          },
          { token },
        );
      const ofBob = present((await appointment(bob, unitB, admin.token)).data);
      return {
        outside: async () => {
          const removed = await api.send(
            appointmentContracts.delete,
            { params: { appointmentId: ofBob.id }, query: { version: ofBob.version } },
            asPaula(),
          );
          expect(removed.error?.code).toBe('NOT_RESPONSIBLE');
          return appointment(bob, unitB, paula.token);
        },
        state: async () =>
          (await api.send(appointmentContracts.get, { params: { appointmentId: ofBob.id } }, asAdmin())).data,
        inside: () => appointment(eva, unitA, paula.token),
      };
    },
  },
  {
    ops: ['units.create', 'units.update', 'units.move'],
    name: 'unit B changed or moved, a unit created below B',
    unit: () => unitB,
    prepare: async () => {
      const current = present(
        (await api.send(unitContracts.get, { params: { unitId: unitB.id } }, asAdmin())).data,
      );
      return {
        outside: async () => {
          const moved = await api.send(
            unitContracts.move,
            { params: { unitId: unitB.id }, body: { parentId: unitA.id, version: current.version } },
            asPaula(),
          );
          expect(moved.error?.code).toBe('NOT_RESPONSIBLE');
          const created = await api.send(
            unitContracts.create,
            { body: { name: 'Below B', unitType: 0, parentId: unitB.id } },
            asPaula(),
          );
          expect(created.error?.code).toBe('NOT_RESPONSIBLE');
          return api.send(
            unitContracts.update,
            {
              params: { unitId: unitB.id },
              body: {
                name: 'Renamed',
                unitType: 0,
                parentId: current.parentId,
                enabled: true,
                holidayRegion: null,
                version: current.version,
              },
            },
            asPaula(),
          );
        },
        state: async () => (await api.send(unitContracts.list, {}, asAdmin())).data,
        inside: () =>
          api.send(
            unitContracts.create,
            { body: { name: 'Below A', unitType: 0, parentId: unitA.id } },
            asPaula(),
          ),
      };
    },
  },
  {
    ops: [
      'units.saveManning',
      'units.saveSetting',
      'units.deleteSetting',
      'units.saveTimeline',
      'units.saveResources',
    ],
    name: "B's manning, settings, timeline and resources",
    unit: () => unitB,
    prepare: async () => {
      const setting = { kind: 'bool' as const, key: 'shifts.swapApproval' };
      const saved = await api.send(
        unitDataContracts.saveSetting,
        { params: { unitId: unitB.id, ...setting }, body: { value: false, version: 0 } },
        asAdmin(),
      );
      expect(saved.status).toBe(200);
      const manning = (unit: TUnit) =>
        api.send(
          unitDataContracts.saveManning,
          {
            params: { unitId: unit.id },
            body: { levels: [{ weekday: 1, minimum: 2, target: 3 }], version: 0 },
          },
          asPaula(),
        );
      return {
        outside: async () => {
          const calls: Answer[] = [
            await api.send(
              unitDataContracts.saveSetting,
              { params: { unitId: unitB.id, ...setting }, body: { value: true, version: 1 } },
              asPaula(),
            ),
            await api.send(
              unitDataContracts.deleteSetting,
              { params: { unitId: unitB.id, ...setting }, query: { version: 1 } },
              asPaula(),
            ),
            await api.send(
              unitDataContracts.saveTimeline,
              { params: { unitId: unitB.id }, body: { data: { rows: [] }, version: 0 } },
              asPaula(),
            ),
            await api.send(
              unitDataContracts.saveResources,
              { params: { unitId: unitB.id }, body: { resourceIds: [resourceId], version: 0 } },
              asPaula(),
            ),
          ];
          for (const call of calls) expect(call.error?.code).toBe('NOT_RESPONSIBLE');
          return manning(unitB);
        },
        state: async () => ({
          manning: (await api.send(unitDataContracts.manning, { params: { unitId: unitB.id } }, asAdmin()))
            .data,
          setting: (
            await api.send(unitDataContracts.setting, { params: { unitId: unitB.id, ...setting } }, asAdmin())
          ).data,
          timeline: (await api.send(unitDataContracts.timeline, { params: { unitId: unitB.id } }, asAdmin()))
            .data,
          resources: (
            await api.send(unitDataContracts.resources, { params: { unitId: unitB.id } }, asAdmin())
          ).data,
        }),
        inside: () => manning(unitA),
      };
    },
  },
];

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = present((await api.send(unitContracts.list, {}, asAdmin())).data[0]);
  unitA = await newUnit('Home A', root.id);
  unitA1 = await newUnit('Home A, first floor', unitA.id);
  unitB = await newUnit('Home B', root.id);
  unitC = await newUnit('Home C', root.id);
  const roles = (await api.send(roleContracts.list, {}, asAdmin())).data;
  employeeRoleId = present(roles.find((role) => role.key === 'employee')).id;
  const payrollRole = present(
    (
      await api.send(
        roleContracts.create,
        { body: { name: 'Payroll office', permissions: ['payroll.export'] } },
        asAdmin(),
      )
    ).data,
  );
  resourceId = (await api.send(resourceContracts.create, { body: { caption: 'Care' } }, asAdmin())).data.id;
  templateId = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: { name: 'Early', shortName: 'E', resourceId, itemClass: 10, begin: '06:00', end: '14:00' },
        },
        asAdmin(),
      )
    ).data,
  ).id;
  cycleId = present(
    (
      await api.send(
        shiftCycleContracts.createCycle,
        {
          body: {
            name: 'Two early days',
            period: 'weeks',
            length: 1,
            slots: [
              { day: 1, shiftTemplateId: templateId },
              { day: 2, shiftTemplateId: templateId },
            ],
          },
        },
        asAdmin(),
      )
    ).data,
  ).id;
  // The care resource is in A, A1 and B (the bulk tool's targets are units with their resources).
  for (const unit of [unitA, unitA1, unitB]) {
    const kept = await api.send(
      unitDataContracts.saveResources,
      { params: { unitId: unit.id }, body: { resourceIds: [resourceId], version: 0 } },
      asAdmin(),
    );
    expect(kept.status).toBe(200);
  }
  eva = await employee('eva', unitA);
  bob = await employee('bob', unitB);
  carl = await employee('carl', unitC);
  cora = await employee('cora', unitC);
  const created = await createUserAndSignIn(api, admin, 'paula', ['planner', payrollRole.id]);
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId: unitC.id, version: created.version } },
    asAdmin(),
  );
  const narrowed = await api.send(
    userContracts.saveResponsibleUnits,
    {
      params: { userId: created.id },
      body: { all: false, unitIds: [unitA.id], version: present(moved.data).version },
    },
    asAdmin(),
  );
  expect(narrowed.status).toBe(200);
  paula = created;
  const numbers = { consultantNumber: '1234567', clientNumber: '12345', version: 0 };
  const settings = await api.send(
    payrollSettingsContracts.payrollSettingsSave,
    { params: { system: 'lodas' }, body: numbers },
    asAdmin(),
  );
  expect(settings.status).toBe(200);
  const started = await api.send(
    autoPlanningContracts.autoAssign,
    { body: { unitIds: [unitB.id], range: { start: '2027-12-06', end: '2027-12-12' }, timeLimitSeconds: 5 } },
    asAdmin(),
  );
  expect(started.status).toBe(202);
  const runs = await api.send(autoPlanningContracts.autoPlanRuns, { query: { limit: 10 } }, asAdmin());
  runB = present(runs.data.items.find((run) => run.unitIds.includes(unitB.id))).id;
  const exported = await api.send(
    payrollExportContracts.payrollExportLodas,
    { body: { unitId: unitB.id, calculationDate: '2027-01-31' } },
    asAdmin(),
  );
  expect(exported.status).toBe(202);
  const payrollRuns = await api.send(
    payrollExportContracts.payrollRunList,
    { query: { limit: 10 } },
    asAdmin(),
  );
  payrollRunB = present(payrollRuns.data.items.find((run) => run.unitId === unitB.id)).id;
});

describe('a planner responsible for unit A acting elsewhere', () => {
  for (const testCase of cases) {
    it(`${testCase.name}: 403 NOT_RESPONSIBLE naming the unit, nothing changes; in A it works`, async () => {
      const calls = await testCase.prepare();
      const before = { traces: await traces(), state: await calls.state?.() };
      const refused = await calls.outside();
      expect(refused.status, JSON.stringify(refused.error)).toBe(403);
      expect(refused.error?.code).toBe('NOT_RESPONSIBLE');
      const unit = testCase.unit();
      if (unit !== 'any') {
        expect(refused.error?.message).toContain(`"${unit.name}"`);
        expect(refused.error?.details).toMatchObject({ unitId: unit.id });
      }
      expect({ traces: await traces(), state: await calls.state?.() }).toEqual(before);
      if (calls.inside) {
        const done = await calls.inside();
        expect(done.status, JSON.stringify(done.error)).toBeGreaterThanOrEqual(200);
        expect(done.status, JSON.stringify(done.error)).toBeLessThan(300);
        const data = (done as { data?: { success?: unknown; progressId?: unknown } }).data;
        if (data?.success !== undefined) expect(data.success).toBe(true);
        // A background task finishes before the next case reads the audit log.
        if (typeof data?.progressId === 'string') await waitForTask(api, data.progressId, paula.token);
      }
    });
  }
});

describe('what a planner responsible for unit A is shown', () => {
  it("the calendar picker's mode -1 is A with the unit below it; the responsible ids say so too", async () => {
    const selection = await api.send(
      unitDataContracts.selection,
      { params: { scope: 'CALENDAR' }, query: { mode: '-1' } },
      asPaula(),
    );
    expect(selection.status).toBe(200);
    // A1 and the unit she created below A above: every unit below A.
    const below = await api.send(
      unitContracts.subUnits,
      { params: { unitId: unitA.id }, query: { recursive: 'true' } },
      asAdmin(),
    );
    const expected = [unitA.id, ...below.data.map((unit) => unit.id)].sort();
    expect(expected).toContain(unitA1.id);
    expect([...selection.data.unitIds].sort()).toEqual(expected);
    const ids = await api.send(
      unitContracts.responsibleIds,
      { params: { userId: paula.id }, query: { recursive: 'true' } },
      asPaula(),
    );
    expect([...ids.data].sort()).toEqual(expected);
  });

  it('the range dialog offers no planning action in B, all of them in A', async () => {
    const actions = async (unit: TUnit) =>
      (await api.send(planToolContracts.rangeActions, { params: { unitId: unit.id }, query: {} }, asPaula()))
        .data.actions;
    expect(await actions(unitB)).toEqual([]);
    expect(await actions(unitA)).toEqual(['WEEKTEMPLATES', 'DELETEDATA', 'PUBLISH']);
  });

  it("the slot menu offers planning in A and only an employee's request in C, her own unit she does not plan", async () => {
    const menu = async (unit: TUnit) =>
      (
        await api.send(
          shiftActionContracts.actionMenu,
          { body: { unitId: unit.id, date: nextDay(), templateId } },
          asPaula(),
        )
      ).data.commands.flatMap((command) => (command.commandType === 'Menu' ? [command.command] : []));
    expect(await menu(unitA)).toContain('CREATE');
    const inC = await menu(unitC);
    expect(inC).not.toContain('CREATE');
    expect(inC).toContain('REQUESTSLOT');
  });

  it('the bulk tool offers targets in A and A1 only', async () => {
    const targets = await api.send(bulkToolContracts.bulkToolTargets, {}, asPaula());
    expect(targets.status).toBe(200);
    expect(new Set(targets.data.map((target) => target.groupId))).toEqual(new Set([unitA.id, unitA1.id]));
  });

  it("the automatic planning runs, payroll runs and personnel numbers leave B's out", async () => {
    const runs = await api.send(autoPlanningContracts.autoPlanRuns, { query: { limit: 100 } }, asPaula());
    expect(runs.data.items.map((run) => run.id)).not.toContain(runB);
    expect(runs.data.items.some((run) => run.unitIds.includes(unitA.id))).toBe(true);
    const payrollRuns = await api.send(
      payrollExportContracts.payrollRunList,
      { query: { limit: 100 } },
      asPaula(),
    );
    expect(payrollRuns.data.items.map((run) => run.id)).not.toContain(payrollRunB);
    expect(payrollRuns.data.items.some((run) => run.unitId === unitA.id)).toBe(true);
    const people = await api.send(
      payrollSettingsContracts.personnelList,
      { query: { limit: 100 } },
      asPaula(),
    );
    const listed = people.data.items.map((item) => item.userId);
    expect(listed).toContain(eva);
    expect(listed).not.toContain(bob);
    // The administrator sees every one of them.
    const all = await api.send(autoPlanningContracts.autoPlanRuns, { query: { limit: 100 } }, asAdmin());
    expect(all.data.items.map((run) => run.id)).toContain(runB);
  });
});

describe('a new person', () => {
  it('created by paula is responsible for her units; created by the administrator, for every unit', async () => {
    const roles = (await api.send(roleContracts.list, {}, asAdmin())).data;
    const planner = present(roles.find((role) => role.key === 'planner'));
    const byPaula = await api.send(
      userContracts.create,
      {
        body: {
          username: 'nina',
          displayName: 'Nina',
          email: 'nina@example.com',
          password: testPassword,
          roleIds: [planner.id],
          unitId: unitA.id,
        },
      },
      asPaula(),
    );
    expect(byPaula.status, JSON.stringify(byPaula.error)).toBeLessThan(300);
    expect(byPaula.data.responsibleUnitIds).toEqual([unitA.id]);
    const byAdmin = await api.send(userContracts.get, { params: { userId: eva } }, asAdmin());
    expect(byAdmin.data.responsibleUnitIds).toBeNull();
  });
});

describe('the table above', () => {
  const planning = new Set(['calendar.plan', 'calendar.publish', 'payroll.export']);
  const unitKeys = /^(unitIds?|groupId|targetGroupId|entryId|sourceEntryId|targetEntryId)$/;

  /** The property names of a request part at any depth. */
  function keysOf(schema: unknown): string[] {
    if (!schema) return [];
    const json = z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any', io: 'input' });
    const found: string[] = [];
    const walk = (node: unknown, depth: number) => {
      if (!node || typeof node !== 'object' || depth > 6) return;
      const value = node as Record<string, unknown>;
      if (value.properties && typeof value.properties === 'object')
        for (const [key, child] of Object.entries(value.properties)) {
          found.push(key);
          walk(child, depth + 1);
        }
      walk(value.items, depth + 1);
      for (const key of ['anyOf', 'oneOf', 'allOf'])
        if (Array.isArray(value[key])) for (const child of value[key] as unknown[]) walk(child, depth + 1);
    };
    walk(json, 0);
    return found;
  }

  it('names every operation with a planning permission and a unit or entry id in its request', () => {
    const covered = new Set(cases.flatMap((testCase) => testCase.ops));
    const unitScoped = operations
      .filter((operation) => operation.permission !== undefined && planning.has(operation.permission))
      .filter((operation) => {
        const { params, query, body } = operation.request as Record<string, unknown>;
        return [params, query, body].flatMap(keysOf).some((key) => unitKeys.test(key));
      })
      .map((operation) => operation.id);
    expect(unitScoped.length).toBeGreaterThan(20);
    expect(unitScoped.filter((id) => !covered.has(id))).toEqual([]);
  });
});
