/**
 * The tools runner (spec: a dropdown of tools, `GET /api/tools/list`, `POST /api/tools/run {key}`). A tool either
 * opens a dialog of the web (the server answers which) or runs on the server and answers a task to follow
 * (docs/decisions.md "Tools").
 */
import * as z from 'zod';

export const toolKeys = [
  'weekTemplates',
  'deleteData',
  'publish',
  'insertCycle',
  'deleteCycle',
  'deleteResourcePlan',
] as const;
export const ZToolKey = z.enum(toolKeys);
export type TToolKey = z.infer<typeof ZToolKey>;

/** The dialogs a dialog tool opens (the range dialog with its action preset, or a dialog of its own). */
export const toolDialogs = [
  'rangeWeekTemplates',
  'rangeDeleteData',
  'rangePublish',
  'insertCycle',
  'deleteCycle',
  'deleteResourcePlan',
] as const;
export const ZToolDialog = z.enum(toolDialogs);
export type TToolDialog = z.infer<typeof ZToolDialog>;

export const ZTool = z.object({
  key: ZToolKey,
  kind: z.enum(['dialog', 'task']),
  /** Groups in the dropdown, in this order. */
  group: z.enum(['plan', 'delete', 'publish']),
});
export type TTool = z.infer<typeof ZTool>;
export const ZToolList = z.array(ZTool);

export const ZToolRun = z.strictObject({ key: ZToolKey });
export const ZToolRunResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dialog'), key: ZToolKey, dialog: ZToolDialog }),
  z.object({ kind: z.literal('task'), key: ZToolKey, taskId: z.string() }),
]);
export type TToolRunResult = z.infer<typeof ZToolRunResult>;
