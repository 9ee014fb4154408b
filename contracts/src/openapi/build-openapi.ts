import { z } from 'zod';
import { type CatalogueEntry, catalogue } from '../catalogue.ts';
import { errorEnvelopeSchema } from '../envelope.ts';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // `unrepresentable: 'any'` keeps transforms and coercions from aborting the document; they read as open schemas.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(endpoint: CatalogueEntry['endpoint']) {
  const parameters: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return parameters;
}

const security: Record<string, Record<string, string[]>[]> = {
  none: [],
  user: [{ bearer: [] }],
  bank: [{ bearer: [], bankToken: [] }],
};

/** OpenAPI 3.1 for the whole catalogue; `host` picks the server each path lives on (x-host). */
export function buildOpenApi(version = '2.0.107') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { area, endpoint } of catalogue()) {
    const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[endpoint.method.toLowerCase()] = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      tags: [area],
      'x-host': endpoint.host,
      security: security[endpoint.auth],
      parameters: parametersOf(endpoint),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
            },
          }
        : {}),
      responses: {
        '200': {
          description: 'Success (any 2xx)',
          content:
            endpoint.answers === 'file'
              ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
              : { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Daftar API',
      version,
      description:
        'Main API and payment API (x-host: main | pay) of Daftar, generated from the zod endpoint catalogue.',
    },
    servers: [
      { url: 'http://localhost:8787', description: 'main (mock)' },
      { url: 'http://localhost:8788', description: 'pay (mock)' },
    ],
    paths,
    components: {
      schemas: { Error: schemaOf(errorEnvelopeSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        bankToken: { type: 'apiKey', in: 'header', name: 'bank-token' },
      },
    },
  };
}
