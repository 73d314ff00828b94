import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { noticeText, type ValidatorMessagesProps, type ValidatorOutcome } from './validator-messages';

/**
 * Runs a call that answers the validator result (save, shift action, slot request): on `success: false` it
 * keeps the refusal with retry and force (the same call with `force`), on an error the message. A success
 * with notices (a rule's message, Sunday work) shows them: the change was written, and the planner should know.
 */
export function useValidatedCall<R extends ValidatorOutcome>(onSuccess: (result: R) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ result: R; call: (force: boolean) => Promise<R> } | null>(null);

  async function run(call: (force: boolean) => Promise<R>, force = false) {
    setBusy(true);
    setFailure(null);
    try {
      const result = await call(force);
      if (result.success) {
        setRefused(null);
        onSuccess(result);
        const notices = noticeText(result);
        if (notices) toast.info(notices);
      } else {
        setRefused({ result, call });
      }
    } catch (error) {
      setRefused(null);
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const refusal: ValidatorMessagesProps | null = refused
    ? {
        result: refused.result,
        busy,
        onCancel: () => setRefused(null),
        onRetry: () => void run(refused.call, false),
        onForce: () => void run(refused.call, true),
      }
    : null;

  return { run, busy, failure, refusal, clearFailure: () => setFailure(null) };
}
