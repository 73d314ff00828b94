/**
 * The text of a finding in a language: the `rule-findings` namespace with `{{name}}` placeholders filled. Days
 * (`YYYY-MM-DD`) are shown as `DD.MM.YYYY` in both languages (the product's display rule); a number keeps its
 * decimal point in English and gets a comma in German.
 */
import type { Language } from '../../i18n/languages';
import { ruleFindingsDe } from '../../i18n/rule-findings.de';
import { ruleFindingsEn } from '../../i18n/rule-findings.en';

export type RuleFindingKey = keyof typeof ruleFindingsEn;

const catalogs: Record<Language, Record<RuleFindingKey, string>> = { de: ruleFindingsDe, en: ruleFindingsEn };
const plainDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function shown(value: string | number | undefined, language: Language): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return language === 'de' ? String(value).replace('.', ',') : String(value);
  const date = plainDate.exec(value);
  return date ? `${date[3]}.${date[2]}.${date[1]}` : value;
}

export const isRuleFindingKey = (key: string): key is RuleFindingKey => key in ruleFindingsEn;

/** The text of a finding's key (unknown keys are returned as they are, so nothing is lost). */
export function findingText(
  key: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  if (!isRuleFindingKey(key)) return key;
  return catalogs[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    shown(params[name], language),
  );
}
