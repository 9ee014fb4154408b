import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driftedAppVersion } from '../support/drifted-answers.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Runs `pnpm contracts:verify`'s program and returns its exit code and everything it printed. */
function verifyCli(baseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['contracts/src/verify/verify-cli.ts', '--provider-base-url', baseUrl], {
      cwd: repo,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a provider that breaks the contract', () => {
  let server: ServerType;
  let url = '';

  beforeAll(async () => {
    // One field's type changed: translationVersion is a string instead of an integer.
    const broken = new Hono().get('/api/v1/app-setting/app-version', (c) => c.json(driftedAppVersion('1')));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: broken.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        url = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => server?.close());

  it('fails verification with a message naming the field', async () => {
    const { code, output } = await verifyCli(url);
    expect(code).toBe(1);
    expect(output).toContain('$.itemInfo.translationVersion');
    expect(output).toContain('verification FAILED');
  });
});
