import { describe, expect, it } from 'vitest';
import { ruleFindingsDe } from '../../i18n/rule-findings.de';
import { ruleFindingsEn } from '../../i18n/rule-findings.en';
import { checkRange, findingText } from './index';
import { person, quietSetup, rule, shift, uid, unit, world } from './test-world';

describe('findingText', () => {
  it('fills the placeholders, with days as DD.MM.YYYY and German decimal commas', () => {
    const params = { person: 'Ana', hours: 9.5, minimum: 11, date: '2026-03-29' };
    expect(findingText('rules.finding.legal.rest', 'en', params)).toBe(
      'Only 9.5 h rest for Ana before the shift on 29.03.2026 (at least 11 h).',
    );
    expect(findingText('rules.finding.legal.rest', 'de', params)).toBe(
      'Nur 9,5 Std. Ruhezeit für Ana vor dem Dienst am 29.03.2026 (mindestens 11 Std.).',
    );
    expect(findingText('no.such.key', 'de')).toBe('no.such.key');
  });

  it('every message key the engine makes has a text in both languages', () => {
    const kitchen = uid(1);
    const ana = uid(11);
    const found = checkRange(
      quietSetup([rule('MINOC', { minimum: 2, qualificationId: uid(31), from: '06:00', to: '10:00' })]),
      world({
        from: '2026-06-01',
        to: '2026-06-01',
        units: [unit(kitchen, 'Kitchen', [ana])],
        people: [person(ana, 'Ana', [kitchen])],
        shifts: [shift({ userId: ana, date: '2026-06-01', begin: '06:00', end: '14:00', unitId: kitchen })],
      }),
    );
    expect(found.map((finding) => finding.messageKey)).toEqual(['rules.finding.minocQualifiedWindow']);
    for (const finding of found) {
      expect(Object.keys(ruleFindingsEn)).toContain(finding.messageKey);
      expect(findingText(finding.messageKey, 'en', finding.params)).not.toMatch(/\{\{|rules\.finding/);
    }
    expect(Object.keys(ruleFindingsDe).sort()).toEqual(Object.keys(ruleFindingsEn).sort());
  });
});
