import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import type { TShiftEntry, TShiftRequest } from '@app/shared/calendar/shift-entry';
import type { TShiftActionMode } from '@app/shared/calendar/shift-actions.contracts';

/** A button of the shift details: the action it runs and, for answers, the request it is about. */
export interface ShiftActionOption {
  mode: TShiftActionMode;
  request?: TShiftRequest;
  /** Withdrawals and refusals ask for a reason first. */
  needsReason: boolean;
  /** A swap first asks which of the person's own entries they offer. */
  needsTargetEntry: boolean;
  /** Giving a shift away asks first, saying to whom it is offered (issue 27). */
  needsConfirmation: boolean;
}

function option(mode: TShiftActionMode, request?: TShiftRequest): ShiftActionOption {
  return {
    mode,
    ...(request ? { request } : {}),
    needsReason: mode === 'APPLYREMOVE' || mode === 'SWAPREMOVE',
    needsTargetEntry: mode === 'SWAP',
    needsConfirmation: mode === 'SHARE',
  };
}

/**
 * Which shift actions the person `me` is offered on an entry (the server checks every one again): an open shift
 * can be accepted (AllowShiftInteraction) or applied for (AllowShiftInteractionRequest); one's own shift can be
 * shared; a colleague's can be asked for in a swap; requests of one's own can be withdrawn; requests to one can
 * be answered.
 */
export function shiftActionsFor(
  entry: Pick<TShiftEntry, 'userId' | 'requests'>,
  me: string,
  access: TCalendarData['access'],
): ShiftActionOption[] {
  const open = entry.requests.filter((request) => request.state === 'OPEN');
  const mine = (kind: TShiftRequest['kind']) =>
    open.find((request) => request.kind === kind && request.requesterId === me);
  const options: ShiftActionOption[] = [];
  if (entry.userId === null) {
    if (access.allowShiftInteraction) options.push(option('SETUSER'));
    const application = mine('APPLY');
    if (application) options.push(option('APPLYREMOVE', application));
    else if (access.allowShiftInteractionRequest) options.push(option('APPLY'));
    return options;
  }
  if (entry.userId === me) {
    // A swap is offered from the colleague's shift (choosing one's own in return); withdrawn from one's own.
    const swap = mine('SWAP');
    const share = mine('SHARE');
    if (swap) options.push(option('SWAPREMOVE', swap));
    if (share) options.push(option('SHAREREMOVE', share));
    else if (access.allowShiftInteraction) options.push(option('SHARE'));
    return options;
  }
  for (const request of open) {
    if (request.requesterId === me) continue;
    if (request.kind === 'SWAP' && request.targetUserId === me) {
      options.push(option('SWAPACCEPT', request), option('SWAPDENY', request));
    }
    if (request.kind === 'SHARE' && (request.targetUserId === me || request.targetUserId === null)) {
      options.push(option('SHAREACCEPT', request), option('SHAREACCEPT-', request));
    }
  }
  if (access.allowShiftInteraction) options.push(option('SWAP'));
  return options;
}
