import { describe, expect, it } from 'vitest';
import { downgradeBlockers, editionAllows, isTrialExpired } from './editions';

describe('editions', () => {
  it('give the trial and Enterprise everything, Professional all but Enterprise’s own, Free none', () => {
    expect(editionAllows('trial', 'auditLogExport')).toBe(true);
    expect(editionAllows('enterprise', 'microsoftSignIn')).toBe(true);
    expect(editionAllows('professional', 'autoAssign')).toBe(true);
    expect(editionAllows('professional', 'auditLogExport')).toBe(false);
    expect(editionAllows('professional', 'microsoftSignIn')).toBe(false);
    expect(editionAllows('free', 'autoAssign')).toBe(false);
    expect(editionAllows('free', 'payrollExport')).toBe(false);
  });

  it('expire the trial at its end only', () => {
    const end = '2026-12-21T10:00:00.000Z';
    expect(isTrialExpired('trial', end, new Date('2026-12-21T09:59:59Z'))).toBe(false);
    expect(isTrialExpired('trial', end, new Date('2026-12-21T10:00:00Z'))).toBe(true);
    expect(isTrialExpired('free', end, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('name every limit a downgrade would break', () => {
    expect(downgradeBlockers('free', { activeUsers: 10, sites: 1 })).toEqual([]);
    expect(downgradeBlockers('free', { activeUsers: 12, sites: 3 })).toEqual([
      { reason: 'activeUsers', limit: 10, usage: 12 },
      { reason: 'sites', limit: 1, usage: 3 },
    ]);
    expect(downgradeBlockers('professional', { activeUsers: 500, sites: 20 })).toEqual([]);
  });
});
