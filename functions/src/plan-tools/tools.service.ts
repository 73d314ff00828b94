/**
 * The tools runner (spec `tools/list`, `tools/run {key}`): the plan tools a caller may use. Every tool so far
 * opens a dialog of the web (the server names it, so a tool can become a server task without a web change);
 * the answer of a server tool would be the task to follow (docs/decisions.md "Tools").
 */
import { AppError } from '@app/shared/api/errors';
import type { PermissionName } from '@app/shared/security/permissions';
import type { TTool, TToolDialog, TToolKey, TToolRunResult } from '@app/shared/plan-tools/tools';
import { hasPermission, type Caller } from '../security/caller';

interface ToolDefinition extends TTool {
  permission: PermissionName;
  dialog: TToolDialog;
}

const tools: readonly ToolDefinition[] = [
  {
    key: 'weekTemplates',
    kind: 'dialog',
    group: 'plan',
    permission: 'calendar.plan',
    dialog: 'rangeWeekTemplates',
  },
  { key: 'insertCycle', kind: 'dialog', group: 'plan', permission: 'calendar.plan', dialog: 'insertCycle' },
  {
    key: 'deleteData',
    kind: 'dialog',
    group: 'delete',
    permission: 'calendar.plan',
    dialog: 'rangeDeleteData',
  },
  { key: 'deleteCycle', kind: 'dialog', group: 'delete', permission: 'calendar.plan', dialog: 'deleteCycle' },
  {
    key: 'deleteResourcePlan',
    kind: 'dialog',
    group: 'delete',
    permission: 'calendar.plan',
    dialog: 'deleteResourcePlan',
  },
  {
    key: 'publish',
    kind: 'dialog',
    group: 'publish',
    permission: 'calendar.publish',
    dialog: 'rangePublish',
  },
];

export function listTools(caller: Caller): TTool[] {
  return tools
    .filter((tool) => hasPermission(caller, tool.permission))
    .map(({ key, kind, group }) => ({ key, kind, group }));
}

export function runTool(caller: Caller, key: TToolKey): TToolRunResult {
  const tool = tools.find((candidate) => candidate.key === key);
  if (!tool) throw new AppError('NOT_FOUND');
  if (!hasPermission(caller, tool.permission))
    throw new AppError('FORBIDDEN', { details: { permission: tool.permission } });
  return { kind: 'dialog', key: tool.key, dialog: tool.dialog };
}
