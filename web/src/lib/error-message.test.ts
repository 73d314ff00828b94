import { describe, expect, it, vi } from 'vitest';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));

const { ApiError } = await import('./api');
const { dialogLoadErrorMessage, errorMessage } = await import('./error-message');
const { i18n, initI18n } = await import('./i18n');

initI18n('de');
const t = i18n.t.bind(i18n);
const apiError = (status: number, code: string, messageKey?: string) =>
  new ApiError({ status, code, message: 'Server text', ...(messageKey ? { messageKey } : {}) });

describe('error texts', () => {
  it('uses the message key of the error, else its message', () => {
    expect(errorMessage(apiError(409, 'CONFLICT', 'error.CONFLICT'), t)).toMatch(/zwischenzeitlich/);
    expect(errorMessage(apiError(409, 'X'), t)).toBe('Server text');
  });

  it('says what the spec says when a dialog cannot load', () => {
    expect(dialogLoadErrorMessage(apiError(403, 'FORBIDDEN'), t)).toBe(i18n.t('noaccess-msg1'));
    expect(dialogLoadErrorMessage(apiError(404, 'NOT_FOUND'), t)).toBe(i18n.t('error-msg3'));
    expect(dialogLoadErrorMessage(apiError(500, 'HTTP_500'), t)).toBe(i18n.t('error-msg2'));
    expect(dialogLoadErrorMessage(new Error('x'), t)).toBe(i18n.t('error-msg2'));
  });
});
