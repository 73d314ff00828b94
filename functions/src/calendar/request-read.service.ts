/**
 * One shift request by its key (what a notification links to): 1 Query of its slot's requests, 1 of its entry.
 * The people it concerns (requester, the person asked, the person who must answer) and the planners responsible
 * for its unit may read it; for anyone else, as for an unknown key or another tenant's, it does not exist (404,
 * no existence oracle; the tenant is the caller's, from the token).
 */
import { AppError } from '@app/shared/api/errors';
import { parseRequestKey } from '@app/shared/calendar/entry-id';
import type { TRequestItem } from '@app/shared/calendar/shift-actions.contracts';
import type { Caller } from '../security/caller';
import type { Language } from '@app/shared/i18n/languages';
import { RequestRepository } from './request.repository';
import { actionContext, inUnit } from './shift-action-steps';
import { Names } from './shift-actions.support';

export async function getRequest(
  caller: Caller,
  language: Language,
  requestKey: string,
): Promise<TRequestItem> {
  const key = parseRequestKey(requestKey);
  if (!key) throw new AppError('NOT_FOUND');
  const onSlot = await new RequestRepository(caller.tenant).onSlot(key.slot);
  const request = onSlot.find((candidate) => candidate.id === key.requestId);
  if (!request) throw new AppError('NOT_FOUND');
  const me = caller.user.id;
  const concerned = [request.requesterId, request.targetUserId, request.inboxUserId].includes(me);
  const here = concerned ? undefined : await inUnit(actionContext(caller, language), request.unitId);
  if (!concerned && !here?.planner) throw new AppError('NOT_FOUND');
  const found = request.templateId ? undefined : await actionContext(caller, language).plan.entry(key.slot);
  const names = await Names.forItems(caller, found ? [found.entry] : [], [request]);
  return names.requestItem(request, found?.entry);
}
