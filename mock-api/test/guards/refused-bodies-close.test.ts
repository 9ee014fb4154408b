import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { xsrfPair } from '../support/http.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  t.dispose();
});

/** The test app on a real socket, as `npm start` serves it: the connection's fate is the point here. */
async function listening(): Promise<string> {
  t = createTestApp({ limits: { bodyBytes: 2048 } });
  const server = serve({ fetch: t.apps.main.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (base: string, body: string, type: string) =>
  fetch(`${base}/api/v1/auth/email/request-code`, {
    method: 'POST',
    headers: { ...xsrfPair, 'Content-Type': type },
    body,
  });

/** Ten calls on the pooled connections after the refusal: none may be sent down the closing socket and lost. */
async function tenHealthChecks(base: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let call = 0; call < 10; call++) statuses.push((await fetch(`${base}/health`)).status);
  return statuses;
}

describe('a body refused before it is read closes its connection, and says so', () => {
  it('413 over the limit answers Connection: close, and the next calls all get through', async () => {
    const base = await listening();
    const res = await post(base, JSON.stringify({ email: 'x'.repeat(4096) }), 'application/json');
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ success: false, message: 'PAYLOAD_TOO_LARGE' });
    expect(await tenHealthChecks(base)).toEqual(Array(10).fill(200));
  });

  it('415 for a body that is not JSON answers Connection: close, and the next calls all get through', async () => {
    const base = await listening();
    const res = await post(base, 'email=someone@example.com', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(res.headers.get('connection')).toBe('close');
    expect(await tenHealthChecks(base)).toEqual(Array(10).fill(200));
  });

  it('keeps the connection of an answered JSON call alive', async () => {
    const base = await listening();
    const res = await post(base, JSON.stringify({ email: 'someone@example.com' }), 'application/json');
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('keep-alive');
  });
});
