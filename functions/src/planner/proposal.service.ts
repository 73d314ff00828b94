/**
 * The solver's roster made safe and explained: every proposed assignment is checked by the rule engine over the
 * plan read once (the same checks a planner's drag gets: validator/change-world), an assignment with an error is
 * dropped, one with a warning too unless the run forces its slots; for every slot left open the candidates (the
 * active members of its unit) are named with the first fact or rule that stopped each.
 */
import { performance } from 'node:perf_hooks';
import type { Language } from '@app/shared/i18n/languages';
import type { RuleFinding } from '@app/shared/rules/engine/index';
import { findingText } from '@app/shared/rules/engine/finding-text';
import type * as z from 'zod';
import type { ZOpenSlotReason } from '@app/shared/planner/auto-planning';
import { addDays } from '@app/shared/time/tenant-time';
import type { Caller } from '../security/caller';
import { entryIdOf, type NewPlanEntry } from '../calendar/plan.repository';
import { assembleChangeWorld, changeFindings, findingsByEntry } from '../calendar/validator/change-world';
import { taskText } from '../tasks/task-text';
import type { StaffingDemand } from './minimum-staffing';
import type { OpenSlot, PlanningWorld } from './planning-world';
import { captionOf } from './proposal-caption';

type TOpenSlotReason = z.output<typeof ZOpenSlotReason>;

export interface Assignment {
  slot: OpenSlot;
  entry: NewPlanEntry;
}

export interface CheckedProposals {
  kept: (Assignment & { warnings: string[] })[];
  /** Why the check dropped a person from a slot: `<userId>#<slotUuid>` to the finding's text. */
  dropped: Map<string, string>;
}

/**
 * The legal profile's flags of Sunday and holiday work are about the slot (the planner put it on that day), the
 * same for whoever takes it: they neither stop an assignment nor count as its warning.
 */
const slotFlags: ReadonlySet<string> = new Set(['legal.sunday', 'legal.holiday']);
/** Time the repair of dropped slots may take (a check per try). */
const repairBudgetMs = 3000;

/** Rounds of check and drop: dropping an assignment removes findings, it adds none the next round would not see. */
const maxRounds = 4;
/** Candidates named per open slot. */
const maxReasons = 10;

/** The rule findings of `assigned` as added entries (their slots removed), over the plan read once. */
function findingsOf(
  caller: Caller,
  language: Language,
  world: PlanningWorld,
  assigned: readonly Assignment[],
) {
  const first = world.days[0] ?? '2000-01-01';
  const last = world.days.at(-1) ?? first;
  const added = assigned.map(({ entry }) => entry);
  const change = assembleChangeWorld(
    caller,
    language,
    world.catalogue,
    // A virtual slot (MINOC demand) is no stored entry: its proposal only adds a shift.
    { added, removed: assigned.flatMap(({ slot }) => (slot.demand ? [] : [slot.entry])) },
    {
      from: addDays(first, -1),
      to: addDays(last, 1),
      collections: world.collections,
      items: world.items,
      people: [...world.people.values()],
      holidays: world.holidays,
    },
  );
  return { added, findings: changeFindings(change) };
}

/** Whether a finding stops an assignment: an error, or a warning unless the slots are forced. */
const blocksWith = (forced: boolean) => (finding: RuleFinding) =>
  !slotFlags.has(finding.ruleId) && (finding.level === 'ERR' || (!forced && finding.level === 'WRN'));

/** The blocking findings of `assigned` (by proposal uuid). */
function check(
  caller: Caller,
  language: Language,
  world: PlanningWorld,
  assigned: readonly Assignment[],
  forced: boolean,
) {
  const { added, findings } = findingsOf(caller, language, world, assigned);
  return findingsByEntry(findings, added, blocksWith(forced));
}

/**
 * Fills slots the check emptied (or the solver left open) with the next person nothing known stops, one try
 * and one check at a time, within a small time budget: a person dropped for a rule is not tried on that slot again.
 */
export function repairProposals(
  caller: Caller,
  language: Language,
  world: PlanningWorld,
  checked: CheckedProposals,
  options: {
    runId: string;
    forced: boolean;
    requestsOnly: boolean;
    proposalUuid: (slotUuid: string) => string;
    createdAt: string;
  },
): CheckedProposals {
  const until = performance.now() + repairBudgetMs;
  const kept = [...checked.kept];
  const types = new Map(world.problem.shiftTypes.map((type) => [type.id, type]));
  const busy = new Map<string, string | null>();
  const used = new Map<string, number>();
  for (const [userId, fact] of world.facts)
    for (const [day, held] of fact.fixed) {
      busy.set(`${userId}#${day}`, held.typeId);
      used.set(userId, (used.get(userId) ?? 0) + held.minutes);
    }
  const hold = (userId: string, slot: OpenSlot) => {
    busy.set(`${userId}#${slot.day}`, slot.typeId);
    used.set(userId, (used.get(userId) ?? 0) + slot.entry.minutes);
  };
  for (const { slot, entry } of kept) hold(entry.userId ?? '', slot);
  const filled = new Set(kept.map(({ slot }) => slot.entry.uuid));
  for (const slot of world.slots) {
    if (filled.has(slot.entry.uuid)) continue;
    for (const [userId, fact] of world.facts) {
      if (performance.now() > until) return { kept, dropped: checked.dropped };
      const before = busy.get(`${userId}#${slot.day - 1}`);
      const after = busy.get(`${userId}#${slot.day + 1}`);
      const possible =
        fact.units.includes(slot.entry.unitId) &&
        !fact.absent.has(slot.day) &&
        !busy.has(`${userId}#${slot.day}`) &&
        !fact.unqualified.has(slot.typeId) &&
        (!options.requestsOnly || slot.applicants.includes(userId)) &&
        !checked.dropped.has(`${userId}#${slot.entry.uuid}`) &&
        !(before && types.get(before)?.cannotFollow.includes(slot.typeId)) &&
        !(after && types.get(slot.typeId)?.cannotFollow.includes(after)) &&
        (used.get(userId) ?? 0) + slot.entry.minutes <= fact.maxTotalMinutes;
      if (!possible) continue;
      const { version: _version, ...stored } = slot.entry;
      const tried: Assignment = {
        slot,
        entry: {
          ...stored,
          uuid: options.proposalUuid(slot.entry.uuid),
          userId,
          serialId: null,
          proposalRunId: options.runId,
          createdAt: options.createdAt,
        },
      };
      const stopped = check(caller, language, world, [...kept, tried], options.forced);
      if (stopped.size) {
        const finding = stopped.get(tried.entry.uuid)?.[0];
        if (finding)
          checked.dropped.set(
            `${userId}#${slot.entry.uuid}`,
            findingText(finding.messageKey, language, finding.params),
          );
        continue;
      }
      kept.push({ ...tried, warnings: [] });
      hold(userId, slot);
      filled.add(slot.entry.uuid);
      break;
    }
  }
  return { kept, dropped: checked.dropped };
}

export function checkedProposals(
  caller: Caller,
  language: Language,
  world: PlanningWorld,
  assigned: readonly Assignment[],
  forced: boolean,
): CheckedProposals {
  const dropped = new Map<string, string>();
  const blocks = blocksWith(forced);
  let kept = [...assigned];
  for (let round = 0; round < maxRounds && kept.length; round++) {
    const { added, findings } = findingsOf(caller, language, world, kept);
    const stopped = findingsByEntry(findings, added, blocks);
    if (!stopped.size) {
      const warned = findingsByEntry(
        findings,
        added,
        (finding) => finding.level === 'WRN' && !slotFlags.has(finding.ruleId),
      );
      return {
        kept: kept.map((assignment) => ({
          ...assignment,
          warnings: (warned.get(assignment.entry.uuid) ?? []).map((finding) =>
            findingText(finding.messageKey, language, finding.params),
          ),
        })),
        dropped,
      };
    }
    for (const [uuid, stopping] of stopped) {
      const assignment = kept.find(({ entry }) => entry.uuid === uuid);
      const finding = stopping[0];
      if (assignment && finding)
        dropped.set(
          `${assignment.entry.userId ?? ''}#${assignment.slot.entry.uuid}`,
          findingText(finding.messageKey, language, finding.params),
        );
    }
    kept = kept.filter(({ entry }) => !stopped.has(entry.uuid));
  }
  // Still findings after the last round: keep nothing that was not shown clean (never an error proposed).
  return { kept: [], dropped };
}

export interface ExplainedSlot {
  slotUuid: string;
  /** null: no stored slot (a shift MINOC asks for). */
  entryId: string | null;
  unitId: string;
  date: string;
  caption: string;
  begin: string | null;
  end: string | null;
  reasons: TOpenSlotReason[];
}

/** Per open slot: each candidate of its unit with the first fact or rule that stopped them. */
export function openSlotReasons(
  world: PlanningWorld,
  checked: CheckedProposals,
  requestsOnly: boolean,
  language: Language,
): ExplainedSlot[] {
  void language;
  const types = new Map(world.problem.shiftTypes.map((type) => [type.id, type]));
  const busy = new Map<string, number>();
  const used = new Map<string, number>();
  const typeOn = new Map<string, string>();
  for (const [userId, fact] of world.facts)
    for (const [day, held] of fact.fixed) {
      used.set(userId, (used.get(userId) ?? 0) + held.minutes);
      if (held.typeId) typeOn.set(`${userId}#${day}`, held.typeId);
      busy.set(`${userId}#${day}`, 1);
    }
  for (const { slot, entry } of checked.kept) {
    const userId = entry.userId ?? '';
    busy.set(`${userId}#${slot.day}`, 1);
    typeOn.set(`${userId}#${slot.day}`, slot.typeId);
    used.set(userId, (used.get(userId) ?? 0) + entry.minutes);
  }
  const filled = new Set(checked.kept.map(({ slot }) => slot.entry.uuid));
  return world.slots
    .filter((slot) => !filled.has(slot.entry.uuid))
    .map((slot) => {
      const reasons: TOpenSlotReason[] = [];
      for (const [userId, fact] of world.facts) {
        if (!fact.units.includes(slot.entry.unitId) || reasons.length >= maxReasons) continue;
        const reason = (key: string, params: Record<string, string | number> = {}) =>
          reasons.push({ userId, name: fact.member.displayName, key, params });
        const type = types.get(slot.typeId);
        const before = typeOn.get(`${userId}#${slot.day - 1}`);
        const after = typeOn.get(`${userId}#${slot.day + 1}`);
        const rule = checked.dropped.get(`${userId}#${slot.entry.uuid}`);
        if (fact.absent.has(slot.day)) reason('autoPlan.reason.absent');
        else if (busy.has(`${userId}#${slot.day}`)) reason('autoPlan.reason.busy');
        else if (fact.unqualified.has(slot.typeId)) reason('autoPlan.reason.qualification');
        else if (requestsOnly && !slot.applicants.includes(userId)) reason('autoPlan.reason.noRequest');
        else if (rule) reason('autoPlan.reason.rule', { text: rule });
        else if (
          (before && types.get(before)?.cannotFollow.includes(slot.typeId)) ||
          (after && type?.cannotFollow.includes(after))
        )
          reason('autoPlan.reason.rest', { hours: Math.round(world.minRestMinutes / 6) / 10 });
        else if ((used.get(userId) ?? 0) + slot.entry.minutes > fact.maxTotalMinutes)
          reason(fact.balanceMinutes > 0 ? 'autoPlan.reason.hoursOvertime' : 'autoPlan.reason.hours', {
            hours: Math.round(fact.maxTotalMinutes / 6) / 10,
            overtime: Math.round(fact.balanceMinutes / 6) / 10,
          });
        else reason('autoPlan.reason.available');
      }
      if (!reasons.length)
        reasons.push({ userId: null, name: '', key: 'autoPlan.reason.nobody', params: {} });
      if (slot.demand) reasons.unshift(demandReason(world, slot.demand));
      return {
        slotUuid: slot.entry.uuid,
        entryId: slot.demand ? null : entryIdOf(slot.entry),
        unitId: slot.entry.unitId,
        date: slot.entry.date,
        caption: captionOf(world, slot.entry),
        begin: slot.entry.begin,
        end: slot.entry.end,
        reasons,
      };
    });
}

/** Why a shift was asked for: the MINOC rule, its count on the day and what it needs. */
function demandReason(world: PlanningWorld, demand: StaffingDemand): TOpenSlotReason {
  const qualification =
    demand.qualificationId === null
      ? ''
      : (world.catalogue.qualifications.find(({ id }) => id === demand.qualificationId)?.name ??
        demand.qualificationId);
  return {
    userId: null,
    name: '',
    key: qualification ? 'autoPlan.reason.minimumQualified' : 'autoPlan.reason.minimum',
    params: { rule: demand.ruleName, filled: demand.filled, minimum: demand.minimum, qualification },
  };
}

/** MINOC shortfalls no template of the unit overlaps, as open items without a slot. */
export function staffingGapReasons(world: PlanningWorld): ExplainedSlot[] {
  return world.staffingGaps.map((gap) => ({
    slotUuid: '',
    entryId: null,
    unitId: gap.unitId,
    date: gap.date,
    caption: gap.ruleName,
    begin: gap.from,
    end: gap.to,
    reasons: [
      demandReason(world, gap),
      {
        userId: null,
        name: '',
        key: gap.from === null ? 'autoPlan.reason.noTemplate' : 'autoPlan.reason.noTemplateWindow',
        params: { missing: gap.missing, from: gap.from ?? '', to: gap.to ?? '' },
      },
    ],
  }));
}

/** The explanation file (DownloadLog): one block per open slot, one line per candidate, in `language`. */
export function reasonLog(world: PlanningWorld, open: readonly ExplainedSlot[], language: Language): string {
  const unitName = new Map(world.collections.map((collection) => [collection.unit.id, collection.unit.name]));
  const lines: string[] = [];
  for (const slot of open) {
    const times = slot.begin && slot.end ? ` ${slot.begin}-${slot.end}` : '';
    lines.push(`${slot.date} ${slot.caption}${times} (${unitName.get(slot.unitId) ?? ''})`);
    for (const reason of slot.reasons)
      lines.push(`  ${reason.name ? `${reason.name}: ` : ''}${reasonText(reason, language)}`);
    lines.push('');
  }
  return lines.join('\n');
}

export function reasonText(reason: Pick<TOpenSlotReason, 'key' | 'params'>, language: Language): string {
  return taskText({ key: reason.key, params: reason.params }, language);
}
