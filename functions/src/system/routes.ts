import * as z from 'zod';
import { ZHealth, ZPublicConfig } from '@app/shared/system/public-config';
import { languages, defaultLanguage } from '@app/shared/i18n/languages';
import { defineOperation } from '../api/operation';
import { config } from '../config';
import { apiDocsPage, openApiDocument } from './openapi-document';

const health = defineOperation({
  id: 'system.health',
  area: 'system',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  summary: 'Liveness check',
  specCalls: [],
  request: {},
  response: ZHealth,
  handler: () => Promise.resolve({ status: 'ok' as const, time: new Date().toISOString() }),
});

const publicConfig = defineOperation({
  id: 'system.publicConfig',
  area: 'system',
  method: 'GET',
  path: '/api/public/config',
  auth: 'public',
  summary: 'What the web app needs before sign-in (user pool, languages)',
  specCalls: [],
  request: {},
  response: ZPublicConfig,
  handler: () =>
    Promise.resolve({
      stage: config.stage,
      region: config.region,
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      userPoolEndpoint: config.publicCognitoEndpoint,
      singleCustomerNo: config.singleCustomerNo,
      languages: [...languages],
      defaultLanguage,
    }),
});

const openApi = defineOperation({
  id: 'system.openApi',
  area: 'system',
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  summary: 'OpenAPI 3.1 description of every operation',
  specCalls: [],
  request: {},
  response: z.record(z.string(), z.unknown()),
  handler: async () => openApiDocument(),
});

const apiDocs = defineOperation({
  id: 'system.apiDocs',
  area: 'system',
  method: 'GET',
  path: '/api/docs',
  auth: 'public',
  summary: 'Human-readable API documentation (Swagger UI, served by us)',
  specCalls: [],
  request: {},
  produces: 'text/html',
  handler: () => apiDocsPage(),
});

export const systemOperations = [health, publicConfig, openApi, apiDocs];
