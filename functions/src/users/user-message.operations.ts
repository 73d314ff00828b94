import { userMessageContracts as contracts } from '@app/shared/users/user-message.contracts';
import { implement } from '../api/operation';
import { sendUserMessage } from './user-message.service';

/** Served by the `account` function (see the contract). */
export const userMessageOperations = [
  implement(contracts.sendMessage, {
    handler: ({ caller, params, body }) => sendUserMessage(caller, params.userId, body),
  }),
];
