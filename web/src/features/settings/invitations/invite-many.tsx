import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#lib/error-message';
import { Notice } from '#ui/notice';
import { invitationStatesQuery, inviteMany, type InviteManyOutcome } from './invitations-api';

/** Inviting several people at once (the import's report, the invitations page); the states are read again. */
export function useInviteMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userIds, resend = false }: { userIds: readonly string[]; resend?: boolean }) =>
      inviteMany(userIds, resend),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationStatesQuery.queryKey }),
  });
}

/** What a bulk invitation did: how many were invited, who was not and why, and a refusal that stopped it. */
export function InviteManyReport({
  outcome,
  error,
}: {
  outcome: InviteManyOutcome | undefined;
  error: unknown;
}) {
  const { t } = useTranslation();
  const refusal = error ?? outcome?.error ?? null;
  return (
    <>
      {outcome && (
        <Notice
          tone={outcome.result.counts.invited > 0 ? 'success' : 'info'}
          title={
            outcome.result.counts.invited > 0
              ? t('invitations.result', { count: outcome.result.counts.invited })
              : t('invitations.resultNone')
          }
        >
          {outcome.result.skipped.length > 0 && (
            <>
              <p>{t('invitations.skippedTitle')}:</p>
              <ul>
                {outcome.result.skipped.map((skip) => (
                  <li key={skip.userId}>{skip.message}</li>
                ))}
              </ul>
            </>
          )}
        </Notice>
      )}
      {refusal !== null && <Notice tone="error">{errorMessage(refusal, t)}</Notice>}
    </>
  );
}
