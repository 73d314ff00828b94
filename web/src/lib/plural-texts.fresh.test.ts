import { describe, expect, it, vi } from 'vitest';
import { addAllAreaTexts } from '#test/all-texts';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));

const { i18n, initI18n } = await import('./i18n');
addAllAreaTexts(initI18n('de'));

const inLanguage = (language: 'de' | 'en') => i18n.getFixedT(language);

describe('texts with a number (i18next plurals)', () => {
  it('say one day in the singular, in both languages', () => {
    expect(inLanguage('de')('subscription.daysLeft', { count: 1 })).toBe('noch 1 Tag');
    expect(inLanguage('de')('subscription.daysLeft', { count: 12 })).toBe('noch 12 Tage');
    expect(inLanguage('en')('subscription.daysLeft', { count: 1 })).toBe('1 day left');
    expect(inLanguage('en')('subscription.daysLeft', { count: 12 })).toBe('12 days left');
    expect(inLanguage('de')('trial.daysLeft', { count: 1 })).toBe('Testphase: noch 1 Tag.');
    expect(inLanguage('en')('trial.daysLeft', { count: 30 })).toBe('Trial: 30 days left.');
  });

  it('say that choosing Free ends the remaining trial days', () => {
    expect(inLanguage('en')('subscription.confirmEndsTrial', { count: 12 })).toBe(
      'The remaining 12 days of your trial end with it.',
    );
    expect(inLanguage('de')('subscription.confirmEndsTrial', { count: 1 })).toBe(
      'Der letzte Tag Ihrer Testphase endet damit.',
    );
  });

  it('have both plural forms wherever one exists', () => {
    for (const language of ['de', 'en']) {
      const keys = Object.keys(
        Object.assign(
          {},
          ...['core', 'users', 'roles', 'audit', 'subscription', 'signup'].map(
            (ns) => i18n.getResourceBundle(language, ns) as object,
          ),
        ) as Record<string, string>,
      );
      for (const key of keys.filter((candidate) => candidate.endsWith('_one'))) {
        expect(keys, key).toContain(key.replace(/_one$/, '_other'));
      }
    }
  });

  it('no longer ask to "bitte bitten"', () => {
    expect(inLanguage('de')('trial.askAdministrator')).not.toMatch(/bitte bitten/i);
  });
});
