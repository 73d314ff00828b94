/**
 * The bulk tool's rules without React: which listed shifts the filters keep, which of them are chosen (the
 * excluded ones left out), and when an action may run (spec document 2: no shifts chosen, no action; copy and
 * move need a target kind and a chosen target; batch edit and delete run directly).
 */
import type {
  TBulkCommand,
  TBulkShift,
  TBulkSourceAction,
  TBulkTargetAction,
} from '@app/shared/plan-tools/bulk-tool';

/** Values a filter of the tree has unticked (all ticked: nothing hidden). */
export interface BulkFilters {
  resources: ReadonlySet<string>;
  /** People by id; `open` for open shifts. */
  people: ReadonlySet<string>;
  /** Shift templates by id; `none` for shifts without a template. */
  templates: ReadonlySet<string>;
  /** ISO weekdays 1..7. */
  weekdays: ReadonlySet<number>;
}

export const noFilters: BulkFilters = {
  resources: new Set(),
  people: new Set(),
  templates: new Set(),
  weekdays: new Set(),
};

export const personKey = (shift: Pick<TBulkShift, 'userId'>) => shift.userId ?? 'open';
export const templateKey = (shift: Pick<TBulkShift, 'templateId'>) => shift.templateId ?? 'none';

export function visibleShifts(shifts: readonly TBulkShift[], filters: BulkFilters): TBulkShift[] {
  return shifts.filter(
    (shift) =>
      !filters.resources.has(shift.resourceId) &&
      !filters.people.has(personKey(shift)) &&
      !filters.templates.has(templateKey(shift)) &&
      !filters.weekdays.has(shift.weekday),
  );
}

/** The shifts a command takes: those shown and not excluded one by one. */
export function chosenShifts(visible: readonly TBulkShift[], excluded: ReadonlySet<string>): TBulkShift[] {
  return visible.filter((shift) => !excluded.has(shift.id));
}

/** The target of copy and move as the panel holds it. */
export interface BulkTarget {
  kind: TBulkTargetAction | null;
  /** `<groupId>|<resourceId>` for a resource target. */
  resource: string | null;
  userId: string | null;
  date: string | null;
}

export const noTarget: BulkTarget = { kind: null, resource: null, userId: null, date: null };

/** Whether an action is there at all: none without chosen shifts. */
export const actionsAvailable = (chosen: number) => chosen > 0;

/** Whether the run button shows for this action and target. */
export function runnable(action: TBulkSourceAction | null, target: BulkTarget, chosen: number): boolean {
  if (!actionsAvailable(chosen) || action === null) return false;
  if (action === 'delete' || action === 'batchedit') return true;
  if (target.kind === 'resource') return target.resource !== null;
  if (target.kind === 'user') return target.userId !== null;
  if (target.kind === 'push') return target.date !== null;
  return false;
}

/** The command for the chosen shifts, with the versions the grid showed. */
export function commandOf(
  action: TBulkSourceAction,
  target: BulkTarget,
  chosen: readonly TBulkShift[],
  range: { from: string; to: string },
  edit?: TBulkCommand['edit'],
): TBulkCommand {
  const [groupId, resourceId] = (target.resource ?? '').split('|');
  const moves = action === 'copy' || action === 'move';
  return {
    range,
    sourceIdList: chosen.map((shift) => shift.id),
    versions: Object.fromEntries(chosen.map((shift) => [shift.id, shift.version])),
    sourceAction: action,
    ...(moves && target.kind ? { targetAction: target.kind } : {}),
    ...(moves && target.kind === 'resource' ? { targetGroupId: groupId, targetResourceId: resourceId } : {}),
    ...(moves && target.kind === 'user' ? { targetUserId: target.userId } : {}),
    ...(moves && target.kind === 'push' ? { targetDate: target.date } : {}),
    ...(action === 'batchedit' && edit ? { edit } : {}),
  };
}
