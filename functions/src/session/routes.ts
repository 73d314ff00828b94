import * as z from 'zod';
import { ZKeepAliveReply, ZKeepAliveRequest, ZLanguageSwitch, ZSession } from '@app/shared/tenants/session';
import { defineOperation } from '../api/operation';
import { keepAlive, languageCookie, sessionOf, switchLanguage } from './session.service';

const getSession = defineOperation({
  id: 'session.get',
  area: 'session',
  method: 'GET',
  path: '/api/session',
  auth: 'user',
  summary: 'Session flags of the signed-in user, edition, limits and the security table',
  specCalls: ['GET /api/system/authenticated'],
  request: {},
  response: ZSession,
  handler: ({ caller }) => Promise.resolve(sessionOf(caller!)),
});

const keepSessionAlive = defineOperation({
  id: 'session.keepAlive',
  area: 'session',
  method: 'POST',
  path: '/api/session/keep-alive',
  auth: 'user',
  summary: 'Keep-alive every 15 minutes: OK, ERROR, UPDATE, REDIRECT or MAINTENANCE',
  specCalls: ['POST /System/KeepSessionAlive'],
  allowWhenTrialExpired: true,
  request: { body: ZKeepAliveRequest },
  response: ZKeepAliveReply,
  handler: async ({ body }) => ({ status: await keepAlive(body.appVersion) }),
});

const setLanguage = defineOperation({
  id: 'session.setLanguage',
  area: 'session',
  method: 'PUT',
  path: '/api/session/language',
  auth: 'user',
  summary: 'Switch the language (stored for the user and in a 30-day cookie)',
  specCalls: ['POST /api/users/switchlanguage?key'],
  allowWhenTrialExpired: true,
  request: { body: ZLanguageSwitch },
  response: z.object({ languageKey: z.enum(['de', 'en']) }),
  cookies: ({ body }) => [languageCookie(body.key)],
  handler: async ({ caller, body }) => {
    await switchLanguage(caller!, body.key);
    return { languageKey: body.key };
  },
});

export const sessionOperations = [getSession, keepSessionAlive, setLanguage];
