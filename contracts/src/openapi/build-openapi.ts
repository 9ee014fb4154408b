import { type CatalogueEntry, catalogue } from '../catalogue.ts';
import type { Endpoint } from '../endpoint.ts';
import { errorEnvelopeSchema } from '../envelope.ts';
import { type JsonSchema, SharedSchemas } from './json-schema.ts';
import { guardCodes } from './guard-codes.ts';
import { errorResponsesOf } from './responses.ts';
import { securityOf, securitySchemes } from './security.ts';

const servers = {
  main: { url: 'http://localhost:8787', description: 'main API (mock)' },
  pay: { url: 'http://localhost:8788', description: 'payment API host (mock)' },
};

function parametersOf(endpoint: Endpoint, shared: SharedSchemas) {
  const parameters: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = shared.of(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return parameters;
}

/** The success answer: JSON in the response schema, or a file's bytes as the media types it is served as. */
function successOf(endpoint: Endpoint, shared: SharedSchemas) {
  const status = endpoint.status ?? 200;
  const content =
    endpoint.answers === 'file'
      ? Object.fromEntries(
          (endpoint.fileTypes ?? ['application/octet-stream']).map((type) => [
            type,
            { schema: { type: 'string', contentMediaType: type } },
          ]),
        )
      : { 'application/json': { schema: shared.of(endpoint.response, 'output') } };
  return { [String(status)]: { description: status === 201 ? 'Created' : 'Success', content } };
}

/** The summary, then what the server checks that the schemas cannot state, each with the code it answers. */
function descriptionOf(endpoint: Endpoint): string {
  if (!endpoint.rules?.length) return endpoint.summary;
  return `${endpoint.summary}\n\nChecked beyond the schemas:\n${endpoint.rules.map((rule) => `- ${rule}`).join('\n')}`;
}

function operationOf({ area, endpoint }: CatalogueEntry, shared: SharedSchemas) {
  return {
    operationId: endpoint.name,
    summary: endpoint.name,
    description: descriptionOf(endpoint),
    tags: [area],
    ...(endpoint.host === 'pay' ? { servers: [servers.pay] } : {}),
    security: securityOf(endpoint),
    parameters: parametersOf(endpoint, shared),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: shared.of(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: { ...successOf(endpoint, shared), ...errorResponsesOf(endpoint) },
  };
}

/**
 * OpenAPI 3.1 for the whole catalogue, so it cannot drift from what the server enforces: each operation's success
 * status and schema, every error status it can answer with its codes, its credentials, and the pay host's
 * operations under the pay server.
 */
export function buildOpenApi(version = '2.0.107') {
  const shared = new SharedSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const entry of catalogue()) {
    const path = entry.endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[entry.endpoint.method.toLowerCase()] = operationOf(entry, shared);
    tags.add(entry.area);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Daftar API',
      version,
      description:
        'The main API and the payment API host of Daftar, generated from the zod endpoint catalogue. Every error ' +
        'answers `{ success: false, message: <CODE>, errors?: [{ path, message: <CODE> }] }`; each operation lists ' +
        'its error statuses with their codes (`x-error-codes`). Answered outside any operation ' +
        `(\`x-guard-codes\`): ${guardCodes.map(({ code, status, reason }) => `${status} ${code}, ${reason}`).join('; ')}. ` +
        'Credentials: docs/api.md.',
      'x-guard-codes': guardCodes.map(({ code, status }) => ({ code, status })),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      contact: { name: 'Daftar' },
    },
    servers: [servers.main],
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} calls.` })),
    paths,
    components: {
      schemas: { Error: shared.of(errorEnvelopeSchema, 'output'), ...shared.components },
      securitySchemes,
    },
  };
}
