import type { AllTexts } from '@app/shared/i18n/resources';

// Typed `t()` keys: a misspelt key is a compile error. The type holds every namespace's keys (all unique); at run
// time `t()` looks in `core` and then in the loaded area namespaces (`fallbackNS`, see lib/i18n.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'core';
    resources: { core: AllTexts };
    keySeparator: false;
    nsSeparator: false;
  }
}
