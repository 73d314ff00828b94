import { ssoContracts as contracts } from '@app/shared/sso/sso.contracts';
import { invitationContracts } from '@app/shared/invitations/invitations.contracts';
import { implement } from '../api/operation';
import { clientAddress } from '../api/client-address';
import {
  completeSsoSignIn,
  getSsoSettings,
  myLoginMethods,
  removeLoginLink,
  saveSsoSettings,
  startSsoSignIn,
  userLoginMethods,
} from './sso.service';

export const ssoOperations = [
  implement(contracts.settings, { handler: ({ caller }) => getSsoSettings(caller) }),
  implement(contracts.saveSettings, { handler: ({ caller, body }) => saveSsoSettings(caller, body) }),
  // Public: the customer number names the company whose sign-in starts; the state carries it back.
  implement(contracts.start, {
    handler: (input) => startSsoSignIn(input.body.customerNo, clientAddress(input)),
  }),
  implement(contracts.complete, { handler: (input) => completeSsoSignIn(input.body, clientAddress(input)) }),
  implement(contracts.myLoginMethods, { handler: ({ caller }) => myLoginMethods(caller) }),
  implement(contracts.removeMyLink, {
    handler: async ({ caller }) => {
      await removeLoginLink(caller, caller.user.id);
    },
  }),
  implement(contracts.loginMethods, {
    handler: ({ caller, params }) => userLoginMethods(caller, params.userId),
  }),
  implement(invitationContracts.removeSsoLink, {
    handler: async ({ caller, params }) => {
      await removeLoginLink(caller, params.userId);
    },
  }),
];
