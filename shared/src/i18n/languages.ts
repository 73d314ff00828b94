export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';

/** The language of an Accept-Language header or a stored preference, falling back to German. */
export function pickLanguage(...candidates: (string | undefined | null)[]): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(',')) {
      const tag = part.trim().slice(0, 2).toLowerCase();
      if ((languages as readonly string[]).includes(tag)) return tag as Language;
    }
  }
  return defaultLanguage;
}
