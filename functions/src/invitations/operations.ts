import { invitationContracts as contracts } from '@app/shared/invitations/invitations.contracts';
import { implement } from '../api/operation';
import { invitationProviders, invitationStates, inviteMany, inviteUser } from './invitation.service';

export const invitationOperations = [
  implement(contracts.providers, { handler: () => Promise.resolve(invitationProviders()) }),
  implement(contracts.invite, {
    handler: ({ caller, params, body }) => inviteUser(caller, params.userId, body),
  }),
  implement(contracts.states, { handler: ({ caller }) => invitationStates(caller) }),
  implement(contracts.inviteMany, {
    handler: ({ caller, body, language }) => inviteMany(caller, body, language),
  }),
];
