import { describe, expect, it } from 'vitest';
import { uiDe } from '@app/shared/i18n/ui.de';
import { uiEn } from '@app/shared/i18n/ui.en';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('UI texts (shared/src/i18n/ui.*.ts)', () => {
  it('have the same keys in German and English', () => {
    expect(Object.keys(uiDe).sort()).toEqual(Object.keys(uiEn).sort());
  });

  it('have no empty text', () => {
    for (const texts of [uiDe, uiEn] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(uiEn) as (keyof typeof uiEn)[]) {
      expect(placeholders(uiDe[key]), key).toEqual(placeholders(uiEn[key]));
    }
  });

  it('carry the spec wording of the customer number message', () => {
    expect(uiDe['login.customerNoRequired']).toBe('Bitte geben Sie die Kundennummer ein.');
    expect(uiEn['login.customerNoRequired']).toBe('Please enter the customer number.');
  });
});
