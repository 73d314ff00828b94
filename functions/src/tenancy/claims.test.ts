import { describe, expect, it } from 'vitest';
import { tenantFromClaims } from './claims';

describe('tenant from token claims', () => {
  it('takes customer number and username from a consistent token', () => {
    expect(
      tenantFromClaims({ 'custom:customerNo': '10001', sub: 'abc', 'cognito:username': '10001#anna' }),
    ).toEqual({ customerNo: '10001', userSub: 'abc', username: 'anna' });
  });

  it('refuses tokens without a customer number or whose username names another tenant', () => {
    expect(tenantFromClaims(undefined)).toBeUndefined();
    expect(tenantFromClaims({ sub: 'abc', 'cognito:username': '10001#anna' })).toBeUndefined();
    expect(
      tenantFromClaims({ 'custom:customerNo': '10002', sub: 'abc', 'cognito:username': '10001#anna' }),
    ).toBeUndefined();
    expect(
      tenantFromClaims({ 'custom:customerNo': '10001', sub: 'abc', 'cognito:username': 'anna' }),
    ).toBeUndefined();
    expect(
      tenantFromClaims({ 'custom:customerNo': 'T#1', sub: 'abc', 'cognito:username': 'T#1#anna' }),
    ).toBeUndefined();
  });
});
