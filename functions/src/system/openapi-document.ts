/**
 * OpenAPI 3.1 from the operation registry. Zod 4 writes JSON Schema 2020-12, which OpenAPI 3.1 uses as is.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { config } from '../config';
import type { AnyOperation, RawResponse } from '../api/operation';

const errorBody = z.object({
  error: z.object({
    code: z.string(),
    messageKey: z.string(),
    message: z.string().describe('In the caller\'s language (Accept-Language or the "lang" cookie)'),
    details: z.unknown().optional(),
  }),
});

type JsonSchema = Record<string, unknown>;

/**
 * Definitions that zod writes into a schema's own `$defs` (recursive types such as JSON values), moved to the
 * document's components: a `#/$defs/...` reference inside a path's schema would point at the document root, where
 * no `$defs` exist, and Swagger UI stops rendering at the first one. Named by content, so repeats share one entry.
 */
const sharedDefinitions: Record<string, JsonSchema> = {};

function isJsonValue(definition: JsonSchema, name: string): boolean {
  const variants = (definition.anyOf ?? []) as JsonSchema[];
  const types = variants.map((variant) => variant.type);
  const selfReference = JSON.stringify({ $ref: `#/$defs/${name}` });
  return (
    ['string', 'number', 'boolean', 'null', 'array', 'object'].every((type) => types.includes(type)) &&
    JSON.stringify(variants).includes(selfReference)
  );
}

function hoistDefinitions(schema: JsonSchema): JsonSchema {
  const { $defs: definitions, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!definitions) return rest;
  const renamed = new Map<string, string>();
  const anyJson = new Set<string>();
  for (const [name, definition] of Object.entries(definitions)) {
    // zod's JSON value (string, number, boolean, null, or arrays and objects of itself): documented as any value,
    // since Swagger UI's example generator never ends on it.
    if (isJsonValue(definition, name)) {
      anyJson.add(`#/$defs/${name}`);
      continue;
    }
    const hash = createHash('sha256').update(JSON.stringify(definition)).digest('hex').slice(0, 10);
    renamed.set(`#/$defs/${name}`, `#/components/schemas/Def_${hash}`);
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' ? (renamed.get(inner) ?? inner) : rewrite(inner),
      ]),
    );
  };
  const withoutJsonRefs = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withoutJsonRefs);
    if (value === null || typeof value !== 'object') return value;
    const reference = (value as { $ref?: unknown }).$ref;
    if (typeof reference === 'string' && anyJson.has(reference)) return { description: 'Any JSON value' };
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutJsonRefs(inner)]));
  };
  for (const [name, definition] of Object.entries(definitions)) {
    const target = renamed.get(`#/$defs/${name}`)?.split('/').at(-1);
    if (target) sharedDefinitions[target] = rewrite(withoutJsonRefs(definition)) as JsonSchema;
  }
  return rewrite(withoutJsonRefs(rest)) as JsonSchema;
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return hoistDefinitions(rest);
}

function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
}

function operationObject(operation: AnyOperation): JsonSchema {
  const responses: JsonSchema = {};
  const success = String(operation.successStatus ?? 200);
  if (operation.produces && operation.produces !== 'json') {
    responses[success] = {
      description: 'Document',
      content: { [operation.produces]: { schema: { type: 'string' } } },
    };
  } else if (operation.successStatus === 204) {
    responses[success] = { description: 'No content' };
  } else {
    responses[success] = {
      description: 'Success',
      content: {
        'application/json': { schema: operation.response ? schemaOf(operation.response, 'output') : {} },
      },
    };
  }
  responses['400'] = errorResponse('Invalid input (field-level issues in details.issues)');
  if (operation.auth === 'user') {
    responses['401'] = errorResponse('Missing, forged or expired token');
    responses['402'] = errorResponse("Not available in the caller's edition (EDITION_LIMIT)");
    responses['403'] = errorResponse('Permission denied');
    responses['404'] = errorResponse("Not found (also for another tenant's resources)");
  }
  responses['429'] = errorResponse('Rate limit exceeded; see Retry-After');
  responses['500'] = errorResponse('Server error');
  return {
    operationId: operation.id,
    summary: operation.summary,
    tags: [operation.area],
    'x-spec-calls': operation.specCalls,
    'x-spec-forms': operation.specForms ?? [],
    ...(operation.auth === 'user' ? { security: [{ cognitoIdToken: [] }] } : { security: [] }),
    parameters: [
      ...parametersOf(operation.request.params, 'path'),
      ...parametersOf(operation.request.query, 'query'),
    ],
    ...(operation.request.body
      ? {
          requestBody: {
            required: !operation.request.body.safeParse(undefined).success,
            content: {
              'application/json': {
                schema: schemaOf(operation.request.body, 'input'),
                ...(operation.examples?.body === undefined ? {} : { example: operation.examples.body }),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(operations: readonly AnyOperation[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const path = operation.path.replace(/\{(\w+)\+\}/g, '{$1}');
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = operationObject(operation);
  }
  const errorBodySchema = schemaOf(errorBody, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shiftplan API',
      version: '1.0.0',
      description:
        'Workforce scheduling and time management. Every route except the public ones needs a Cognito id token ' +
        '(`Authorization: Bearer <token>`); the tenant comes from the token, never from the request.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: errorBodySchema, ...sharedDefinitions },
      securitySchemes: { cognitoIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/**
 * The document as the build wrote it: next to the bundle in AWS (the CDK writes it while bundling the system
 * function), at `OPENAPI_DOCUMENT_PATH` locally (the runner writes it at start). Generating it here would pull
 * every area's code into this small function.
 */
export async function openApiDocument(): Promise<JsonSchema> {
  const location = config.openApiDocumentPath ?? new URL('./openapi.json', import.meta.url);
  return JSON.parse(await readFile(location, 'utf8')) as JsonSchema;
}

/**
 * The API documentation page. Swagger UI's files are static files of the web app (`/api-docs/`, copied from
 * the swagger-ui-dist package at build time), so nothing comes from a CDN and the Lambda stays small.
 */
export function apiDocsPage(): Promise<RawResponse> {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shiftplan API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api-docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/init.js"></script>
</body>
</html>`;
  return Promise.resolve({
    raw: true,
    statusCode: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    body: html,
  });
}
