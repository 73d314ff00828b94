/**
 * Starts the year-table manager's work on every person as a `report` task (year-maintenance.job.ts); the page
 * follows its progress through the task dialog. It acts on every person of the company, so it needs
 * responsibility for every unit (403 NOT_RESPONSIBLE naming a unit outside the caller's).
 */
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { maintenanceCommands, type TMaintenanceCommand } from '@app/shared/year-tables/year-table';
import type { Caller } from '../security/caller';
import { requireResponsibleForUnits, responsibleScope } from '../units/responsibility-scope';
import { startTask } from '../tasks/task.service';
import type { YearJobCommand, YearMaintenanceInput } from './year-maintenance.job';
import { validation } from './year-table.service';

const commandNames: Record<TMaintenanceCommand, YearJobCommand> = {
  [maintenanceCommands.open]: 'open',
  [maintenanceCommands.close]: 'close',
  [maintenanceCommands.recalculate]: 'recalculate',
  [maintenanceCommands.delete]: 'delete',
  [maintenanceCommands.check]: 'check',
};

export async function startYearMaintenance(
  caller: Caller,
  year: number,
  command: YearJobCommand,
  language: Language,
): Promise<TTaskProgress> {
  const scope = await responsibleScope(caller);
  await requireResponsibleForUnits(caller, scope.unitNames.keys());
  const input: YearMaintenanceInput = {
    year,
    command,
    actor: { id: caller.user.id, name: caller.user.username },
  };
  return startTask(
    caller.tenant,
    {
      kind: 'report',
      type: 'year-tables.maintenance',
      name: { key: `task.name.yearTables.${command}`, params: { year } },
      input,
    },
    language,
  );
}

export function startYearCommand(
  caller: Caller,
  body: { year: number; command: TMaintenanceCommand; confirmation?: number | undefined },
  language: Language,
): Promise<TTaskProgress> {
  // Deleting every person's year is typed out: the year again.
  if (body.command === maintenanceCommands.delete && body.confirmation !== body.year)
    throw validation('body.confirmation', 'yearTables.error.confirmation');
  if (!(body.command in commandNames)) throw new AppError('BAD_REQUEST');
  return startYearMaintenance(caller, body.year, commandNames[body.command], language);
}
