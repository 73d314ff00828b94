/**
 * `actions/request`: the server decides which commands a person sees for a slot, by role (planner or not),
 * ownership (my shift, an open shift, a colleague's), the person's working-time flags and the slot's state (open
 * requests, past days). `command` is what the web runs (a shift action's ActionMode, or a dialog: OPEN, EDIT,
 * COPY, DELETE, DELETESERIAL, SHOWUSERS, CREATE, REQUESTSLOT); `commandId` is unique in the menu and carries the
 * request an answer is about (`SWAPACCEPT:<requestId>`).
 */
import { AppError } from '@app/shared/api/errors';
import { formatEntryId } from '@app/shared/calendar/entry-id';
import type { TActionCommand } from '@app/shared/calendar/shift-actions.contracts';
import type { CalendarActionsKey } from '@app/shared/i18n/calendar-actions.en';
import type { Language } from '@app/shared/i18n/languages';
import { plainDateOf } from '@app/shared/time/tenant-time';
import { now } from '../clock';
import { isResponsibleForUnit } from '../units/responsibility-scope';
import type { Caller } from '../security/caller';
import { ShiftTemplateRepository } from '../shifts/shift-template.repository';
import { PlanRepository, type PlanEntry, type PlanRequest } from './plan.repository';
import { RequestRepository } from './request.repository';
import { seesEntry } from './visibility';
import {
  actionText,
  flagsOf,
  isMemberOf,
  isPlanner,
  loadEntry,
  Names,
  type InteractionFlags,
} from './shift-actions.support';

interface MenuInput {
  entryId?: string | undefined;
  unitId?: string | undefined;
  date?: string | undefined;
  templateId?: string | undefined;
}

class Menu {
  readonly commands: TActionCommand[] = [];
  constructor(private readonly language: Language) {}

  add(
    command: string,
    key: CalendarActionsKey,
    icon: string,
    options: {
      enabled?: boolean;
      requestId?: string;
      params?: Record<string, string>;
      hint?: CalendarActionsKey | null;
    } = {},
  ): void {
    const enabled = options.enabled ?? true;
    this.commands.push({
      command,
      commandType: 'Menu',
      text: actionText(this.language, key, options.params),
      icon,
      enabled,
      commandId: options.requestId ? `${command}:${options.requestId}` : command,
      hint: !enabled && options.hint ? actionText(this.language, options.hint) : null,
    });
  }

  separator(): void {
    const last = this.commands.at(-1);
    if (last && last.commandType !== 'Separator')
      this.commands.push({
        command: '',
        commandType: 'Separator',
        text: '',
        icon: null,
        enabled: false,
        commandId: `sep${this.commands.length}`,
        hint: null,
      });
  }

  text(key: CalendarActionsKey): void {
    this.commands.push({
      command: '',
      commandType: 'Text',
      text: actionText(this.language, key),
      icon: null,
      enabled: false,
      commandId: `text${this.commands.length}`,
      hint: null,
    });
  }

  done(): { commands: TActionCommand[] } {
    while (this.commands.at(-1)?.commandType === 'Separator') this.commands.pop();
    return { commands: this.commands };
  }
}

export async function actionMenu(
  caller: Caller,
  language: Language,
  input: MenuInput,
): Promise<{ commands: TActionCommand[] }> {
  const today = plainDateOf(now(), caller.tenantRecord.timeZone);
  // A planner plans only their responsible units: elsewhere they get the menu of the employee they are.
  const plansUnit = async (unitId: string) =>
    isPlanner(caller) && (await isResponsibleForUnit(caller, unitId));
  const menu = new Menu(language);
  if (input.entryId) {
    const { entry, requests } = await loadEntry(new PlanRepository(caller.tenant), input.entryId);
    // Need to know: a shift the calendar does not show the caller (unpublished) has no menu either.
    if (!(await seesEntry(caller, entry))) throw new AppError('NOT_FOUND');
    const planner = await plansUnit(entry.unitId);
    const flags = planner ? undefined : await flagsOf(caller, caller.user.id);
    const open = requests.filter((request) => request.state === 'OPEN');
    const names = await Names.forItems(caller, [entry], open);
    menu.add('OPEN', 'calendarActions.menu.open', 'info');
    menu.separator();
    if (planner) plannerEntryMenu(menu, entry, open, names);
    else employeeEntryMenu(menu, caller.user.id, entry, open, names, flags, entry.date < today);
  } else {
    const { unitId = '', date = '', templateId = '' } = input;
    const planner = await plansUnit(unitId);
    const flags = planner ? undefined : await flagsOf(caller, caller.user.id);
    if (!planner && !isMemberOf(caller.user, unitId)) throw new AppError('NOT_FOUND');
    const template = await new ShiftTemplateRepository(caller.tenant).get(templateId);
    if (!template) throw new AppError('NOT_FOUND');
    const slot = { unitId, date, uuid: template.id };
    const open = (await new RequestRepository(caller.tenant).onSlot(slot)).filter(
      (request) => request.state === 'OPEN',
    );
    const names = await Names.load(caller, { userIds: open.map((request) => request.requesterId) });
    if (planner) {
      menu.add('CREATE', 'calendarActions.menu.create', 'plus');
      menu.add('SHOWUSERS', 'calendarActions.menu.availableUsers', 'users');
      requestAnswers(menu, open, names, formatEntryId(slot));
    } else {
      const mine = open.find((request) => request.requesterId === caller.user.id);
      if (mine) menu.add('APPLYREMOVE', 'calendarActions.menu.applyRemove', 'undo', { requestId: mine.id });
      else
        menu.add('REQUESTSLOT', 'calendarActions.menu.requestSlot', 'hand', {
          enabled: Boolean(flags?.allowShiftInteractionRequest) && date >= today,
          hint: date < today ? 'calendarActions.hint.past' : 'calendarActions.hint.noRequests',
        });
    }
  }
  if (!menu.commands.some((command) => command.commandType === 'Menu' && command.command !== 'OPEN'))
    menu.text('calendarActions.menu.none');
  return menu.done();
}

function plannerEntryMenu(menu: Menu, entry: PlanEntry, open: PlanRequest[], names: Names): void {
  menu.add('EDIT', 'calendarActions.menu.edit', 'edit');
  menu.add('COPY', 'calendarActions.menu.copy', 'copy');
  menu.add('DELETE', 'calendarActions.menu.delete', 'trash');
  if (entry.serialId) menu.add('DELETESERIAL', 'calendarActions.menu.deleteSerial', 'trash');
  menu.separator();
  if (entry.userId === null) menu.add('SHOWUSERS', 'calendarActions.menu.availableUsers', 'users');
  requestAnswers(menu, open, names);
}

/** A planner's answers to the requests of a slot: give it to an applicant, or approve an agreed exchange. */
function requestAnswers(menu: Menu, open: PlanRequest[], names: Names, slotId?: string): void {
  if (open.length) menu.separator();
  for (const request of open) {
    const name = names.userName(request.requesterId);
    if (request.kind === 'APPLY') {
      menu.add('SETUSER', 'calendarActions.menu.applyAccept', 'check', {
        requestId: request.id,
        params: { name },
      });
      menu.add('APPLYREMOVE', 'calendarActions.menu.applyDeny', 'x', {
        requestId: request.id,
        params: { name },
      });
    } else if (request.targetAgreed && !slotId) {
      const other = names.userName(request.targetUserId);
      const command = request.kind === 'SWAP' ? 'SWAPACCEPT' : 'SHAREACCEPT';
      const key =
        request.kind === 'SWAP' ? 'calendarActions.menu.swapAccept' : 'calendarActions.menu.shareAccept';
      menu.add(command, key, 'check', { requestId: request.id, params: { name: `${name} / ${other}` } });
    }
  }
}

function employeeEntryMenu(
  menu: Menu,
  me: string,
  entry: PlanEntry,
  open: PlanRequest[],
  names: Names,
  flags: InteractionFlags | undefined,
  past: boolean,
): void {
  const interaction = Boolean(flags?.allowShiftInteraction) && !past;
  const hint: CalendarActionsKey = past ? 'calendarActions.hint.past' : 'calendarActions.hint.noInteraction';
  const own = (kind: PlanRequest['kind']) =>
    open.find((request) => request.kind === kind && request.requesterId === me);
  if (entry.userId === null) {
    menu.add('SETUSER', 'calendarActions.menu.take', 'hand', { enabled: interaction, hint });
    const applied = own('APPLY');
    if (applied)
      menu.add('APPLYREMOVE', 'calendarActions.menu.applyRemove', 'undo', { requestId: applied.id });
    else
      menu.add('APPLY', 'calendarActions.menu.apply', 'mail', {
        enabled: Boolean(flags?.allowShiftInteractionRequest) && !past,
        hint: past ? 'calendarActions.hint.past' : 'calendarActions.hint.noRequests',
      });
    return;
  }
  if (entry.userId === me) {
    const swap = own('SWAP');
    if (swap) menu.add('SWAPREMOVE', 'calendarActions.menu.swapRemove', 'undo', { requestId: swap.id });
    else menu.add('SWAP', 'calendarActions.menu.swap', 'swap', { enabled: interaction, hint });
    const share = own('SHARE');
    if (share) menu.add('SHAREREMOVE', 'calendarActions.menu.shareRemove', 'undo', { requestId: share.id });
    else menu.add('SHARE', 'calendarActions.menu.share', 'share', { enabled: interaction, hint });
    return;
  }
  // A colleague's shift: answers to what they offered me.
  for (const request of open) {
    const name = names.userName(request.requesterId);
    if (request.kind === 'SWAP' && request.targetUserId === me && !request.targetAgreed) {
      menu.add('SWAPACCEPT', 'calendarActions.menu.swapAccept', 'check', {
        requestId: request.id,
        params: { name },
        enabled: interaction,
        hint,
      });
      menu.add('SWAPDENY', 'calendarActions.menu.swapDeny', 'x', { requestId: request.id, params: { name } });
    }
    if (
      request.kind === 'SHARE' &&
      !request.targetAgreed &&
      (request.targetUserId === me || request.targetUserId === null)
    ) {
      menu.add('SHAREACCEPT', 'calendarActions.menu.shareAccept', 'check', {
        requestId: request.id,
        params: { name },
        enabled: interaction,
        hint,
      });
      if (request.targetUserId === me)
        menu.add('SHAREACCEPT-', 'calendarActions.menu.shareDecline', 'x', {
          requestId: request.id,
          params: { name },
        });
    }
  }
}
