import { describe, expect, it, vi } from 'vitest';
import type { ApiErrorCode } from './api-error';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));

const { ApiError } = await import('./api');
const { dialogLoadErrorMessage, errorMessage } = await import('./error-message');
const { i18n, initI18n } = await import('./i18n');

initI18n('de');
const t = i18n.t.bind(i18n);
const apiError = (status: number, code: ApiErrorCode, messageKey?: string) =>
  new ApiError({ status, code, message: 'Server text', ...(messageKey ? { messageKey } : {}) });

describe('error texts', () => {
  it('uses the message key of the error, else its message', () => {
    expect(errorMessage(apiError(409, 'CONFLICT', 'error.CONFLICT'), t)).toMatch(/zwischenzeitlich/);
    expect(errorMessage(apiError(409, 'HTTP_409'), t)).toBe('Server text');
  });

  it('says what the spec says when a dialog cannot load', () => {
    expect(dialogLoadErrorMessage(apiError(403, 'FORBIDDEN'), t)).toBe(i18n.t('noaccess-msg1'));
    expect(dialogLoadErrorMessage(apiError(404, 'NOT_FOUND'), t)).toBe(i18n.t('error-msg3'));
    expect(dialogLoadErrorMessage(apiError(500, 'HTTP_500'), t)).toBe(i18n.t('error-msg2'));
    expect(dialogLoadErrorMessage(apiError(409, 'CONFLICT', 'error.CONFLICT'), t)).toBe(i18n.t('error-msg2'));
    expect(dialogLoadErrorMessage(apiError(0, 'NETWORK_ERROR', 'api.networkError'), t)).toBe(
      i18n.t('error-msg2'),
    );
    expect(i18n.t('noaccess-msg1')).toBe('Sie haben keinen Zugriff auf diesen Dialog.');
    expect(dialogLoadErrorMessage(new Error('x'), t)).toBe(i18n.t('error-msg2'));
  });
});
