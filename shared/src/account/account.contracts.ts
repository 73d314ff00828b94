import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZUserId } from '../users/user';
import { ZPasswordReset, ZProfile, ZProfileUpdate } from './account';
import { ZEmailConfirmation } from './consent';

/**
 * The person's own account. Changing one's own password and a forgotten password are not API calls: the web
 * app calls Cognito (ChangePassword with the access token; ForgotPassword and ConfirmForgotPassword), so that
 * no password passes through the API and Cognito checks the current one.
 */
export const accountContracts = defineContracts('account', {
  profile: {
    method: 'GET',
    path: '/api/account/profile',
    auth: 'user',
    summary: 'The signed-in person’s own name, e-mail address and language',
    specCalls: [],
    request: {},
    response: ZProfile,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/account/profile',
    auth: 'user',
    summary: 'Change one’s own name, e-mail address and language',
    specCalls: [],
    request: { body: ZProfileUpdate },
    examples: {
      body: { displayName: 'Emma Example', email: 'emma@example.com', language: 'en', version: 1 },
    },
    response: ZProfile,
  },
  confirmEmail: {
    method: 'POST',
    path: '/api/public/email-confirmations',
    auth: 'public',
    summary:
      'Confirm an e-mail address with the token of the confirmation mail (the sign-up’s administrator)',
    specCalls: [],
    successStatus: 204,
    request: { body: ZEmailConfirmation },
    examples: { body: { customerNo: '10001', token: 'x'.repeat(43) } },
  },
  resendEmailConfirmation: {
    method: 'POST',
    path: '/api/account/email-confirmations',
    auth: 'user',
    summary:
      'Mail the signed-in administrator a new link to confirm their e-mail address: until the company has a confirmed address, it mails nobody else',
    specCalls: [],
    permission: 'access.administrator',
    successStatus: 204,
    request: {},
  },
  resetPassword: {
    method: 'POST',
    path: '/api/account/password-resets/{userId}',
    auth: 'user',
    summary:
      'An administrator gives a person a temporary password (needs every permission of that person); the person sets their own at the next sign-in',
    specCalls: [],
    permission: 'user.edit',
    successStatus: 204,
    request: { params: z.object({ userId: ZUserId }), body: ZPasswordReset },
    examples: { body: { temporaryPassword: 'Example-Passw0rd' } },
  },
});
