import type { TShiftEntry, TShiftEntrySave } from '@app/shared/calendar/shift-entry';
import {
  shiftItemTypes,
  type TPause,
  type TShiftItemType,
  type TShiftTemplate,
} from '@app/shared/shifts/shift-template';

/** What the shift batch editor holds while the planner edits an entry. */
export interface ShiftEditorState {
  templateId: string | null;
  resourceId: string | null;
  itemClass: TShiftItemType;
  begin: string | null;
  end: string | null;
  pause1: TPause;
  pause2: TPause;
  notes: string;
  userId: string | null;
}

export const emptyPause: TPause = { mode: 0, begin: null, end: null };

export function emptyEditorState(
  userId: string | null = null,
  resourceId: string | null = null,
): ShiftEditorState {
  return {
    templateId: null,
    resourceId,
    itemClass: 0,
    begin: null,
    end: null,
    pause1: emptyPause,
    pause2: emptyPause,
    notes: '',
    userId,
  };
}

/** The editor's start from an existing entry (EditShiftEntry; with `copy` it becomes a new one). */
export function stateFromEntry(entry: TShiftEntry): ShiftEditorState {
  return {
    templateId: entry.templateId,
    resourceId: entry.resourceId,
    itemClass: entry.itemClass,
    begin: entry.begin,
    end: entry.end,
    pause1: entry.pause1,
    pause2: entry.pause2,
    notes: entry.notes,
    userId: entry.userId,
  };
}

/**
 * Another shift chosen: times, pauses, class and resource start again from its template (the spec: changing the
 * shift resets times and pauses); the person and the notes stay.
 */
export function withTemplate(
  state: ShiftEditorState,
  template: TShiftTemplate | undefined,
): ShiftEditorState {
  if (!template) return { ...state, templateId: null };
  return {
    ...state,
    templateId: template.id,
    resourceId: template.resourceId,
    itemClass: template.itemClass,
    begin: template.begin,
    end: template.end,
    pause1: template.pause1,
    pause2: template.pause2,
  };
}

/** Class 99 (free) has no times: the editor hides them and sends none. */
export function timesHidden(state: Pick<ShiftEditorState, 'itemClass'>): boolean {
  return state.itemClass === shiftItemTypes.free;
}

export type EditorProblem = 'resourceRequired' | 'timesRequired' | 'pauseTimesRequired';

/** What must be fixed before saving (the server checks again; this spares a round trip). */
export function editorProblems(state: ShiftEditorState): EditorProblem[] {
  const problems: EditorProblem[] = [];
  if (state.templateId === null && state.resourceId === null) problems.push('resourceRequired');
  if (!timesHidden(state) && (state.begin === null || state.end === null)) problems.push('timesRequired');
  if (
    !timesHidden(state) &&
    [state.pause1, state.pause2].some(
      (pause) => pause.mode !== 0 && (pause.begin === null || pause.end === null),
    )
  )
    problems.push('pauseTimesRequired');
  return problems;
}

/** The save call's body: a new entry (no id) or a change of `existing` at the version read. */
export function toSaveBody(
  state: ShiftEditorState,
  target: { unitId: string; date: string },
  existing?: Pick<TShiftEntry, 'id' | 'version'>,
): TShiftEntrySave {
  const free = timesHidden(state);
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    unitId: target.unitId,
    date: target.date,
    userId: state.userId,
    templateId: state.templateId,
    ...(state.resourceId !== null ? { resourceId: state.resourceId } : {}),
    itemClass: state.itemClass,
    begin: free ? null : state.begin,
    end: free ? null : state.end,
    pause1: free ? emptyPause : state.pause1,
    pause2: free ? emptyPause : state.pause2,
    notes: state.notes,
  };
}

/** Templates the unit may use on the editor's dropdown: enabled, the unit's own or everyone's, plus the current one. */
export function templatesForUnit(
  templates: readonly TShiftTemplate[],
  unitId: string,
  currentId: string | null,
): TShiftTemplate[] {
  return templates
    .filter(
      (template) =>
        template.id === currentId ||
        (template.enabled && (template.unitId === null || template.unitId === unitId)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
