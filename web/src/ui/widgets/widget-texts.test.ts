import { describe, expect, it } from 'vitest';
import { widgetsDe } from '@app/shared/i18n/widgets.de';
import { widgetsEn } from '@app/shared/i18n/widgets.en';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('widget texts (shared/src/i18n/widgets.*.ts)', () => {
  it('have the same keys in German and English, all under widgets.', () => {
    expect(Object.keys(widgetsDe).sort()).toEqual(Object.keys(widgetsEn).sort());
    for (const key of Object.keys(widgetsEn)) expect(key).toMatch(/^widgets\./);
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const key of Object.keys(widgetsEn) as (keyof typeof widgetsEn)[]) {
      expect(widgetsDe[key].trim(), key).not.toBe('');
      expect(widgetsEn[key].trim(), key).not.toBe('');
      expect(placeholders(widgetsDe[key]), key).toEqual(placeholders(widgetsEn[key]));
    }
  });
});
