import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { errorTranslations } from '@daftar/contracts/translations/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachableFiles, repoRoot } from '../layering/reachable-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { isRefusal, scanCodes, unlisted } from './code-scan.ts';

const source = join(repoRoot, 'mock-api', 'src');

/** The server's own files, as the app reaches them (the CLI's and the benchmarks' refusals answer no request). */
function serverFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of reachableFiles([join(source, 'app.ts')]).keys()) {
    if (file.startsWith(source)) files[relative(source, file)] = readFileSync(file, 'utf8');
  }
  return files;
}

interface Served {
  info: { description: string; 'x-guard-codes': { code: string; status: number }[] };
  paths: Record<string, Record<string, { responses: Record<string, { 'x-error-codes'?: string[] }> }>>;
}

describe('every refusal code the server can answer is in its API document', () => {
  let t: TestApp;
  let served: Served;
  beforeAll(async () => {
    t = createTestApp();
    served = (await (await t.apps.main.request('/openapi.json')).json()) as Served;
  });
  afterAll(() => t.dispose());

  const scan = scanCodes(serverFiles());
  const refusals = new Set(scan.codes.filter(isRefusal).map(({ code }) => code));

  it('follows every construction of a refusal to its codes', () => {
    expect(scan.unresolved).toEqual([]);
    expect(refusals.size).toBeGreaterThan(200);
  });

  it('finds each code in an operation’s responses or among the codes answered outside any operation', () => {
    const documented = new Set<string>();
    for (const operations of Object.values(served.paths)) {
      for (const { responses } of Object.values(operations)) {
        for (const response of Object.values(responses))
          for (const code of response['x-error-codes'] ?? []) documented.add(code);
      }
    }
    for (const { code } of served.info['x-guard-codes']) documented.add(code);
    expect(unlisted(scan, documented), 'answered by the source, listed nowhere in /openapi.json').toEqual([]);
  });

  it('has a Persian and English text for each code, as the SPA shows it', () => {
    expect([...refusals].filter((code) => !(code in errorTranslations))).toEqual([]);
  });

  it('describes each code answered outside any operation, and each is one the server still answers', () => {
    for (const { code, status } of served.info['x-guard-codes']) {
      expect(served.info.description, code).toContain(`${status} ${code}, `);
      // NOT_FOUND is also the catch-all's answer, written by the router (middleware/errors.ts), not constructed.
      if (code !== 'NOT_FOUND') expect([...refusals], code).toContain(code);
    }
  });
});

describe('the source scan', () => {
  const codesOf = (files: Record<string, string>) =>
    scanCodes(files).codes.map(({ code, status, kind }) => ({ code, status, kind }));

  it('reads an HttpError’s and a DomainError’s code, and a planted code is found', () => {
    const file = [
      'export function refuse(): never {',
      "  throw new HttpError(409, 'PLANTED_CODE');",
      '}',
      'export function refuseToo(): never {',
      "  throw new DomainError('conflict', 'PLANTED_DOMAIN_CODE', [{ path: 'body.x', message: 'PLANTED_DOMAIN_CODE' }]);",
      '}',
      "// new HttpError(400, 'IN_A_COMMENT')",
    ].join('\n');
    expect(codesOf({ 'a.ts': file })).toEqual([
      { code: 'PLANTED_CODE', status: 409, kind: null },
      { code: 'PLANTED_DOMAIN_CODE', status: null, kind: 'conflict' },
    ]);
  });

  it('follows a helper that passes a code on, a map of codes, a list of field errors and a function’s result', () => {
    const helpers = [
      'const refuse = (status: 400 | 429, code: string) =>',
      '  new HttpError(status, code, [{ path: "body.code", message: code }]);',
      "const states = { OLD: 'PLANTED_EXPIRED', OFF: 'PLANTED_INACTIVE' } as const;",
      'export function throwIfConflicts(errors: FieldError[]): void {',
      '  const first = errors[0];',
      '  if (first) throw new HttpError(409, first.message, errors);',
      '}',
      'function why(kind: string) {',
      "  return kind === 'SELL' ? { code: 'PLANTED_WHY' } : null;",
      '}',
      'export function pay(state: keyof typeof states, kind: string): void {',
      "  if (kind === 'X') throw refuse(429, 'PLANTED_TOO_MANY');",
      '  const reason = why(kind);',
      '  if (reason) throw new HttpError(409, reason.code);',
      '  throw new HttpError(409, states[state]);',
      '}',
    ].join('\n');
    const caller = [
      'export function save(taken: boolean): void {',
      '  const errors: FieldError[] = [];',
      "  if (taken) errors.push({ path: 'body.code', message: 'PLANTED_TAKEN' });",
      '  throwIfConflicts(errors);',
      '}',
    ].join('\n');
    const found = codesOf({ 'helpers.ts': helpers, 'caller.ts': caller });
    expect(found.map(({ code }) => code).sort()).toEqual([
      'PLANTED_EXPIRED',
      'PLANTED_INACTIVE',
      'PLANTED_TAKEN',
      'PLANTED_TOO_MANY',
      'PLANTED_WHY',
    ]);
    expect(found.find(({ code }) => code === 'PLANTED_TOO_MANY')?.status).toBe(429);
  });

  it('names a planted code that the listed codes lack, with its file; a 5xx code is no refusal', () => {
    const files = {
      'planted.ts': [
        'export function refuse(): never {',
        "  throw new HttpError(409, 'PLANTED_CODE');",
        '}',
        'export function fail(): never {',
        "  throw new HttpError(503, 'PLANTED_OUTAGE');",
        '}',
      ].join('\n'),
      'listed.ts': "export const refused = () => new DomainError('not-found', 'LISTED_CODE');",
    };
    expect(unlisted(scanCodes(files), new Set(['LISTED_CODE']))).toEqual(['PLANTED_CODE (planted.ts)']);
    expect(unlisted(scanCodes(files), new Set(['LISTED_CODE', 'PLANTED_CODE']))).toEqual([]);
  });

  it('reports a code argument it cannot follow to literals', () => {
    const file = [
      'export function refuse(outcome: Outcome): never {',
      '  throw new HttpError(409, lookUp());',
      '}',
    ].join('\n');
    expect(scanCodes({ 'a.ts': file }).unresolved).toEqual([{ file: 'a.ts', expression: 'lookUp()' }]);
  });
});
