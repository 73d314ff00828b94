import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZSsoProvider } from '../invitations/invitation';
import { ZUserId } from '../users/user';
import {
  ZLoginMethods,
  ZSsoComplete,
  ZSsoCompleteResult,
  ZSsoSettings,
  ZSsoSettingsSave,
  ZSsoStart,
  ZSsoStartResult,
} from './sso';

/**
 * Microsoft sign-in (issue 31; docs/sso.md). Area `account`: the function that serves sign-in and invitations,
 * with the user pool's admin actions, answers these too.
 */
export const ssoContracts = defineContracts('account', {
  settings: {
    method: 'GET',
    path: '/api/sso/settings',
    auth: 'user',
    summary:
      "The company's Microsoft sign-in: its directory, passwords beside it, matching and unknown users",
    specCalls: [],
    permission: 'access.administrator',
    request: {},
    response: ZSsoSettings,
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/sso/settings',
    auth: 'user',
    summary:
      "Save the company's Microsoft sign-in (Enterprise and trial; other editions 402); stale version 409",
    specCalls: [],
    permission: 'access.administrator',
    feature: 'microsoftSignIn',
    request: { body: ZSsoSettingsSave },
    examples: {
      body: {
        enabled: true,
        directoryId: '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f',
        allowPassword: true,
        matchClaim: 'email',
        linkByClaim: true,
        unknownUsers: 'refuse',
        createUnitId: null,
        createRoleId: null,
        version: 0,
      },
    },
    response: ZSsoSettings,
  },
  start: {
    method: 'POST',
    path: '/api/public/sso/start',
    auth: 'public',
    summary:
      "Start a Microsoft sign-in for a company that has it: the directory's authorization URL (code flow with PKCE, state and nonce); 404 for a company without it",
    specCalls: [],
    request: { body: ZSsoStart },
    examples: { body: { customerNo: '10001' } },
    response: ZSsoStartResult,
  },
  complete: {
    method: 'POST',
    path: '/api/public/sso/complete',
    auth: 'public',
    summary:
      "Finish a Microsoft sign-in: redeem the code, verify the ID token (signature, issuer, audience, expiry, nonce, directory), find or create the person; answers the user pool's one-time challenge answer",
    specCalls: [],
    request: { body: ZSsoComplete },
    examples: {
      body: { state: '10001.q3k1Z0bW5u8Xh2mVtQ9aLr4cYp7sNd6e', code: '0.AXkA-code-from-the-directory' },
    },
    response: ZSsoCompleteResult,
  },
  myLoginMethods: {
    method: 'GET',
    path: '/api/sso/my-login-methods',
    auth: 'user',
    summary: "The caller's ways to sign in: password and Microsoft links",
    specCalls: [],
    request: {},
    response: ZLoginMethods,
  },
  removeMyLink: {
    method: 'DELETE',
    path: '/api/sso/my-login-methods/{provider}',
    auth: 'user',
    summary:
      "Remove the caller's link of one provider (409 SSO_LAST_LOGIN when it is their last way to sign in)",
    specCalls: [],
    successStatus: 204,
    request: { params: z.object({ provider: ZSsoProvider }) },
  },
  loginMethods: {
    method: 'GET',
    path: '/api/sso/login-methods/{userId}',
    auth: 'user',
    summary: "A person's ways to sign in: password and Microsoft links",
    specCalls: [],
    permission: 'user.edit',
    request: { params: z.object({ userId: ZUserId }) },
    response: ZLoginMethods,
  },
});
