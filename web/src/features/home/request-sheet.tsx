import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  shiftActionContracts,
  type TRequestItem,
  type TShiftAction,
} from '@app/shared/calendar/shift-actions.contracts';
import { PageLoading } from '#ui/button';
import { Notice } from '#ui/notice';
import { useSession } from '#app/session';
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
    if (request.kind === 'SWAP') return t('employeeHome.requestSwapToMe', details);
    if (request.kind === 'SHARE') return t('employeeHome.requestShareToMe', details);
    return t('employeeHome.requestApply', details);
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

/** The answers the reader may give: accept or decline what is asked of them; withdraw their own open request. */
function answersOf(
  request: TRequestItem,
  me: string,
  labels: { accept: string; decline: string; withdraw: string },
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
  const asked = request.targetUserId === me || (request.kind === 'SHARE' && request.targetUserId === null);
  if (!asked || request.targetAgreed || !modes.accept || !modes.decline) return [];
  const { accept, decline } = modes;
  return [
    { label: labels.decline, onPress: () => send({ actionMode: decline, entryId, requestId }) },
    { label: labels.accept, onPress: () => send({ actionMode: accept, entryId, requestId }) },
  ];
}

/**
 * A shift request opened from its notification (`/?request=<key>`), as a sheet over the home page: what it
 * asks, where it stands and the answers the reader may give; a decided request says who decided and when.
 */
export function RequestSheet({ requestKey, onClose }: { requestKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useSession().currentUserId;
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
              {
                accept: t('employeeHome.requestAccept'),
                decline: t('employeeHome.requestDecline'),
                withdraw: t('employeeHome.withdrawSend'),
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
