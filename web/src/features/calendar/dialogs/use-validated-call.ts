import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#lib/error-message';
import type { ValidatorMessagesProps, ValidatorOutcome } from './validator-messages';

/**
 * Runs a call that answers the validator result (save, shift action, slot request): on `success: false` it
 * keeps the refusal with retry and force (the same call with `force`), on an error the message.
 */
export function useValidatedCall<R extends ValidatorOutcome>(onSuccess: (result: R) => void) {
  const { t } = useTranslation();
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
