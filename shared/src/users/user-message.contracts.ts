import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZUserId } from './user';
import { ZUserMessage, ZUserMessageReceipt } from './user-message';

const ZUserParams = z.object({ userId: ZUserId });

/**
 * A new message to a person. Area `account`: it mails through SES like the invitations, which keeps the mail
 * client out of the users function (its bundle budget, docs/decisions.md "One API area `account`").
 */
export const userMessageContracts = defineContracts('account', {
  sendMessage: {
    method: 'POST',
    path: '/api/users/{userId}/message',
    auth: 'user',
    summary: 'A new message to a person: an in-app notification, and a mail when they have an address',
    specCalls: [],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZUserMessage },
    examples: { body: { subject: 'Dienstplan Mai', text: 'Bitte prüfe deine Schichten.' } },
    response: ZUserMessageReceipt,
  },
});
