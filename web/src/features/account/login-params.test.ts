import { describe, expect, it } from 'vitest';
import { readLoginParams } from './login-params';

const read = (query: string) => readLoginParams(new URLSearchParams(query));

describe('readLoginParams', () => {
  it('reads customerId, language, referer and logoutreason', () => {
    expect(read('customerId=10001&language=EN&referer=%2Ffixedbars&logoutreason=MAINTENANCE')).toEqual({
      customerId: '10001',
      language: 'en',
      referer: '/fixedbars',
      logoutReason: 'MAINTENANCE',
    });
  });

  it('ignores values it cannot use', () => {
    expect(read('customerId=abc&language=fr&referer=https://evil.example&logoutreason=HACKED')).toEqual({
      customerId: null,
      language: null,
      referer: null,
      logoutReason: null,
    });
  });
});
