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
