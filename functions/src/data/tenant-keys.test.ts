import { describe, expect, it } from 'vitest';
import { assertInsideTenant, tenantKey, TenantBoundaryError } from './tenant-keys';

const tenant = { customerNo: '10001', userSub: 's', username: 'u' };

describe('tenant keys', () => {
  it('begin with the tenant', () => {
    expect(tenantKey(tenant, 'USER', 'x')).toBe('T#10001#USER#x');
  });

  it('are guarded on the table and index partition keys', () => {
    expect(() => assertInsideTenant(tenant, { pk: 'T#10001#USER#x', gsi1pk: 'T#10001#USERS' })).not.toThrow();
    expect(() => assertInsideTenant(tenant, { pk: 'T#10002#USER#x' })).toThrow(TenantBoundaryError);
    expect(() => assertInsideTenant(tenant, { pk: 'T#100010#USER#x' })).toThrow(TenantBoundaryError);
    expect(() => assertInsideTenant(tenant, { pk: 'T#10001#USER#x', gsi1pk: 'T#10002#USERS' })).toThrow(
      TenantBoundaryError,
    );
    for (const index of ['gsi2pk', 'gsi3pk']) {
      expect(() => assertInsideTenant(tenant, { pk: 'T#10001#USER#x', [index]: 'T#10002#X' })).toThrow(
        TenantBoundaryError,
      );
    }
    expect(() => assertInsideTenant(tenant, { pk: 42 })).toThrow(TenantBoundaryError);
  });
});
