import { sessionContracts as contracts } from '@app/shared/session/session.contracts';
import { implement } from '../api/operation';
import { timeDisplay } from '../settings/settings.service';
import { keepAlive, languageCookie, sessionOf, switchLanguage } from './session.service';

export const sessionOperations = [
  implement(contracts.get, {
    handler: async ({ caller }) => sessionOf(caller, await timeDisplay(caller)),
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
