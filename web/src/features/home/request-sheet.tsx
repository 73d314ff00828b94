import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  shiftActionContracts,
  type TRequestItem,
  type TShiftAction,
} from '@app/shared/calendar/shift-actions.contracts';
import { PageLoading } from '#ui/button';
import { Notice } from '#ui/notice';
import { usePermission, useSession } from '#app/session';
import { callApi } from '#lib/api';
import { formatDateTime } from '#lib/format';
import { currentLanguage } from '#lib/i18n';
import { ValidatorMessagesDialog } from '#features/calendar/dialogs/validator-messages';
import { shortDay } from './employee-days';
import { ActionSheet, useRequestText, useSheetAction, type SheetAnswer } from './employee-sheets';
import { timeRange } from './home-section';

/** One shift request by its key (what a notification links to). */
export const shiftRequestQuery = (requestKey: string) =>
  queryOptions({
    queryKey: ['shift-request', requestKey],
    queryFn: ({ signal }) => callApi(shiftActionContracts.getRequest, { params: { requestKey } }, { signal }),
    retry: false,
  });

const answerModes = {
  SWAP: { accept: 'SWAPACCEPT', decline: 'SWAPDENY', withdraw: 'SWAPREMOVE' },
  SHARE: { accept: 'SHAREACCEPT', decline: 'SHAREACCEPT-', withdraw: 'SHAREREMOVE' },
  APPLY: { accept: null, decline: null, withdraw: 'APPLYREMOVE' },
} as const;

/** What the request says, from the reader's side: asked of them, their own, or (for a planner) someone's. */
function useRequestLine(): (request: TRequestItem, me: string) => string {
  const { t } = useTranslation();
  const requestText = useRequestText();
  return (request, me) => {
    const details = {
      requester: request.requesterName,
      shift: request.shiftName,
      day: shortDay(request.date, currentLanguage()),
      time: timeRange(request.begin, request.end),
    };
    if (request.requesterId === me)
      return t('employeeHome.requestMine', { ...details, request: requestText(request) });
    if (request.kind === 'APPLY') return t('employeeHome.requestApply', details);
    if (isAsked(request, me))
      return t(
        request.kind === 'SWAP' ? 'employeeHome.requestSwapToMe' : 'employeeHome.requestShareToMe',
        details,
      );
    // A planner reads a request between two colleagues.
    const target = request.targetUserName ?? t('employeeHome.requestAnyone');
    return t(request.kind === 'SWAP' ? 'employeeHome.requestSwapOthers' : 'employeeHome.requestShareOthers', {
      ...details,
      target,
    });
  };
}

/** Where the request stands, in words: open (or agreed, waiting for the planners) or who decided and when. */
function StateLine({ request }: { request: TRequestItem }) {
  const { t } = useTranslation();
  if (request.state === 'OPEN')
    return <p>{request.targetAgreed ? t('employeeHome.requestWaits') : t('employeeHome.requestOpen')}</p>;
  const when = request.answeredAt ? formatDateTime(new Date(request.answeredAt)) : '';
  return (
    <Notice tone="info">
      {t(`employeeHome.request${request.state}`, { name: request.answeredByName ?? '', when })}
    </Notice>
  );
}

/** The reader is the one a swap or give-away asks (one to the whole unit asks everyone of it). */
function isAsked(request: TRequestItem, me: string): boolean {
  return request.targetUserId === me || (request.kind === 'SHARE' && request.targetUserId === null);
}

interface AnswerLabels {
  accept: string;
  decline: string;
  withdraw: string;
  approve: string;
  assign: string;
}

/**
 * The answers the reader may give: accept or decline what is asked of them; withdraw their own open request; a
 * planner assigns an applicant, approves a swap or give-away both sides agreed on, or declines. The server
 * decides whether this planner plans the unit (docs/shift-requests.md): a refusal is shown as its message.
 */
function answersOf(
  request: TRequestItem,
  me: string,
  plans: boolean,
  labels: AnswerLabels,
  send: (action: TShiftAction) => void,
): SheetAnswer[] {
  const entryId = request.entryId;
  if (request.state !== 'OPEN' || entryId === null) return [];
  const modes = answerModes[request.kind];
  const requestId = request.id;
  if (request.requesterId === me)
    return [
      {
        label: labels.withdraw,
        variant: 'danger',
        onPress: () => send({ actionMode: modes.withdraw, entryId, requestId }),
      },
    ];
  if (isAsked(request, me) && !request.targetAgreed && modes.accept && modes.decline) {
    const { accept, decline } = modes;
    return [
      { label: labels.decline, onPress: () => send({ actionMode: decline, entryId, requestId }) },
      { label: labels.accept, onPress: () => send({ actionMode: accept, entryId, requestId }) },
    ];
  }
  if (!plans) return [];
  if (request.kind === 'APPLY')
    return [
      { label: labels.decline, onPress: () => send({ actionMode: 'APPLYREMOVE', entryId, requestId }) },
      {
        label: labels.assign,
        onPress: () => send({ actionMode: 'SETUSER', entryId, targetUserId: request.requesterId }),
      },
    ];
  const decline = answerModes[request.kind].decline;
  const approve = answerModes[request.kind].accept;
  return [
    { label: labels.decline, onPress: () => send({ actionMode: decline, entryId, requestId }) },
    // A give-away to the whole unit needs a taker first; with one (asked or agreed) the planner may decide.
    ...(request.targetAgreed || request.targetUserId !== null
      ? [{ label: labels.approve, onPress: () => send({ actionMode: approve, entryId, requestId }) }]
      : []),
  ];
}

/**
 * A shift request opened from its notification (`/?request=<key>`), as a sheet over the home page: what it
 * asks, where it stands and the answers the reader may give; a decided request says who decided and when.
 */
export function RequestSheet({ requestKey, onClose }: { requestKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useSession().currentUserId;
  const plans = usePermission('calendar.plan');
  const query = useQuery(shiftRequestQuery(requestKey));
  const action = useSheetAction(onClose);
  const line = useRequestLine();
  if (action.refusal) return <ValidatorMessagesDialog {...action.refusal} />;
  const request = query.data;
  return (
    <ActionSheet
      title={t('employeeHome.requestTitle')}
      busy={action.busy}
      failure={action.failure}
      onClose={onClose}
      back={{ label: t('employeeHome.requestClose'), onPress: onClose }}
      answers={
        request
          ? answersOf(
              request,
              me,
              plans,
              {
                accept: t('employeeHome.requestAccept'),
                decline: t('employeeHome.requestDecline'),
                withdraw: t('employeeHome.withdrawSend'),
                approve: t('employeeHome.requestApprove'),
                assign: t('employeeHome.requestAssign', { name: request.requesterName }),
              },
              action.send,
            )
          : []
      }
    >
      {request ? (
        <>
          <p>{line(request, me)}</p>
          <StateLine request={request} />
        </>
      ) : query.isError ? (
        <Notice tone="error">{t('employeeHome.requestNotFound')}</Notice>
      ) : (
        <PageLoading label={t('app.loading')} />
      )}
    </ActionSheet>
  );
}
