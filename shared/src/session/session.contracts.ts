import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { languages } from '../i18n/languages';
import { ZKeepAliveReply, ZKeepAliveRequest, ZLanguageSwitch, ZSession } from '../tenants/session';

export const sessionContracts = defineContracts('session', {
  get: {
    method: 'GET',
    path: '/api/session',
    auth: 'user',
    summary: 'Session flags of the signed-in user, edition, limits and the security table',
    specCalls: ['GET /api/system/authenticated'],
    request: {},
    response: ZSession,
  },
  keepAlive: {
    method: 'POST',
    path: '/api/session/keep-alive',
    auth: 'user',
    summary: 'Keep-alive every 15 minutes: OK, ERROR, UPDATE, REDIRECT or MAINTENANCE',
    specCalls: ['POST /System/KeepSessionAlive'],
    allowWhenTrialExpired: true,
    request: { body: ZKeepAliveRequest },
    response: ZKeepAliveReply,
  },
  setLanguage: {
    method: 'PUT',
    path: '/api/session/language',
    auth: 'user',
    summary: 'Switch the language (stored for the user and in a 30-day cookie)',
    specCalls: ['POST /api/users/switchlanguage?key'],
    allowWhenTrialExpired: true,
    request: { body: ZLanguageSwitch },
    response: z.object({ languageKey: z.enum(languages) }),
  },
});
