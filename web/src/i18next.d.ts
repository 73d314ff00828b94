import type { resources } from '@app/shared/i18n/resources';

// Typed `t()` keys: a misspelt key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
    keySeparator: false;
    nsSeparator: false;
  }
}
