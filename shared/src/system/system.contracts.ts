import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZHealth, ZPublicConfig } from './public-config';

export const systemContracts = defineContracts('system', {
  health: {
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Liveness check',
    specCalls: [],
    request: {},
    response: ZHealth,
  },
  publicConfig: {
    method: 'GET',
    path: '/api/public/config',
    auth: 'public',
    summary: 'What the web app needs before sign-in (user pool, languages)',
    specCalls: [],
    request: {},
    response: ZPublicConfig,
  },
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    summary: 'OpenAPI 3.1 description of every operation',
    specCalls: [],
    request: {},
    response: z.record(z.string(), z.unknown()),
  },
  apiDocs: {
    method: 'GET',
    path: '/api/docs',
    auth: 'public',
    summary: 'Human-readable API documentation (Swagger UI, served by us)',
    specCalls: [],
    request: {},
    produces: 'text/html',
  },
});
