import { settingsContracts as contracts } from '@app/shared/settings/settings.contracts';
import { implement } from '../api/operation';
import {
  allSettings,
  executeOption,
  getSetting,
  hideNotice,
  notice,
  options,
  saveSetting,
} from './settings.service';

export const settingsOperations = [
  implement(contracts.all, { handler: ({ caller }) => allSettings(caller) }),
  implement(contracts.getGlobal, {
    handler: ({ caller, params }) => getSetting(caller, 'global', params.key),
  }),
  implement(contracts.saveGlobal, {
    handler: ({ caller, params, body }) => saveSetting(caller, 'global', params.key, body.value),
  }),
  implement(contracts.getMine, { handler: ({ caller, params }) => getSetting(caller, 'user', params.key) }),
  implement(contracts.saveMine, {
    handler: ({ caller, params, body }) => saveSetting(caller, 'user', params.key, body.value),
  }),
  implement(contracts.options, { handler: ({ caller }) => options(caller) }),
  implement(contracts.executeOption, { handler: ({ caller, body }) => executeOption(caller, body) }),
  implement(contracts.notice, { handler: ({ caller, params }) => notice(caller, params.name) }),
  implement(contracts.hideNotice, {
    handler: ({ caller, params, body }) => hideNotice(caller, params.name, body.hidden),
  }),
];
