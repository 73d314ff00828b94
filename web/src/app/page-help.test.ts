import { describe, expect, it } from 'vitest';
import { coreResources } from '@app/shared/i18n/resources';
import { languages, type Language } from '@app/shared/i18n/languages';
import { features } from './features';

/** The sentences of a text: a full stop, question or exclamation mark ends one when a space or the end follows. */
const sentenceCount = (text: string) => text.match(/[.!?](?=\s|$)/g)?.length ?? 0;

const core = (language: Language): Record<string, string> => coreResources[language].core;

describe('the help window of each page (docs/glossary.md)', () => {
  const shellPages = features.filter((feature) => feature.frame === 'shell');

  it.each(shellPages.map((feature) => [feature.path, feature] as const))(
    '%s has a help text and a title, in every language',
    (_path, feature) => {
      expect(feature.helpKey, 'a page of the shell names its help text (helpKey)').toBeDefined();
      const titleKey = feature.nav?.labelKey ?? feature.helpTitleKey;
      expect(titleKey, 'a page without a navigation entry names its help title (helpTitleKey)').toBeDefined();
      for (const language of languages) {
        // Core texts: the shell shows the help before (and whether or not) the page's own namespace has loaded.
        const help = core(language)[feature.helpKey ?? ''];
        expect(help, `${feature.helpKey} (${language}) is a core text`).toBeTypeOf('string');
        expect(core(language)[titleKey ?? ''], `${titleKey} (${language}) is a core text`).toBeTypeOf(
          'string',
        );
        // Two sentences: what the page is for, and what one does there.
        expect(sentenceCount(help ?? ''), `${feature.helpKey} (${language}): ${help}`).toBe(2);
      }
    },
  );
});
