import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue.ts';
import { buildOpenApi } from './build-openapi.ts';
import { openApiFile, renderOpenApi } from './write-openapi.ts';

describe('OpenAPI document', () => {
  it('is in step with the endpoint catalogue (run `pnpm contracts:openapi` and commit when this fails)', () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(renderOpenApi());
  });

  it('has one operation per catalogue endpoint, with unique operation ids', () => {
    const doc = buildOpenApi();
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods)) as {
      operationId: string;
    }[];
    const ids = operations.map((op) => op.operationId);
    expect(ids).toHaveLength(catalogue().length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('turns :params into {params} and documents them as path parameters', () => {
    const doc = buildOpenApi();
    const op = (
      doc.paths['/api/v1/translation/{language}'] as Record<string, { parameters: { name: string; in: string }[] }>
    ).get;
    expect(op?.parameters).toEqual([expect.objectContaining({ name: 'language', in: 'path', required: true })]);
  });
});

type Operation = {
  operationId: string;
  servers?: { url: string }[];
  security: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown>; 'x-error-codes'?: string[] }>;
};

function operations(): Map<string, Operation> {
  const doc = buildOpenApi();
  const all = Object.values(doc.paths).flatMap((methods) => Object.values(methods)) as Operation[];
  return new Map(all.map((op) => [op.operationId, op]));
}

describe('OpenAPI document: what the server answers', () => {
  it("states each operation's success status: 201 for a create, 200 otherwise", () => {
    const ops = operations();
    for (const { endpoint } of catalogue()) {
      const statuses = Object.keys(ops.get(endpoint.name)?.responses ?? {}).filter((status) => status < '300');
      expect([endpoint.name, statuses]).toEqual([endpoint.name, [String(endpoint.status ?? 200)]]);
    }
    expect(Object.keys(ops.get('createItem')?.responses ?? {})).toContain('201');
  });

  it('lists error statuses with their codes, the credentials, the pay server and the served file types', () => {
    const ops = operations();
    const close = ops.get('closeFiscalYear');
    expect(close?.responses['409']?.['x-error-codes']).toContain('YEAR_NOT_ENDED');
    expect(close?.responses['403']?.['x-error-codes']).toEqual(
      expect.arrayContaining(['XSRF_TOKEN_MISMATCH', 'ROLE_FORBIDDEN']),
    );
    expect(close?.security).toEqual([{ bearer: [], xsrfCookie: [], xsrfHeader: [] }, { apiKey: ['accounting:write'] }]);
    expect(ops.get('listTerminals')?.servers).toEqual([expect.objectContaining({ url: 'http://localhost:8788' })]);
    expect(Object.keys(ops.get('getInvoicePdf')?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
  });

  it('every $ref names a schema the document has', () => {
    const doc = buildOpenApi();
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]));
    expect(text).not.toContain('"#/$defs/');
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty([ref ?? '']);
  });
});
