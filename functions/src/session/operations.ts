import { sessionContracts as contracts } from '@app/shared/session/session.contracts';
import { implement } from '../api/operation';
import { timeDisplay } from '../settings/settings.service';
import { keepAlive, languageCookie, noteSignIn, sessionOf, switchLanguage } from './session.service';

export const sessionOperations = [
  implement(contracts.get, {
    handler: async ({ caller }) => {
      const [display] = await Promise.all([timeDisplay(caller), noteSignIn(caller)]);
      return sessionOf(caller, display);
    },
  }),
  implement(contracts.keepAlive, {
    handler: async ({ body }) => ({ status: await keepAlive(body.appVersion) }),
  }),
  implement(contracts.setLanguage, {
    cookies: ({ body }) => [languageCookie(body.key)],
    handler: async ({ caller, body }) => {
      await switchLanguage(caller, body.key);
      return { languageKey: body.key };
    },
  }),
];
