import { challenges } from '@daftar/db/schema/challenges';
import { outboxMessages } from '@daftar/db/schema/outbox';
import { afterEach, describe, expect, it } from 'vitest';
import { xsrfPair } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
afterEach(() => t.dispose());

const requestCodePath = '/api/v1/auth/email/request-code';
const emailBody = JSON.stringify({ email: 'someone@example.com' });

function postCode(
  init: { body?: string | ReadableStream<Uint8Array>; headers?: Record<string, string> },
  url = requestCodePath,
) {
  return t.apps.main.request(url, {
    method: 'POST',
    headers: { ...xsrfPair, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body, duplex: 'half' }),
  });
}

/** A body of `chunks` KiB of spaces that counts how much of it was read. */
function countedBody(chunks: number) {
  const read = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.chunks === chunks) return controller.close();
      read.chunks += 1;
      controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
    },
  });
  return { body, read };
}

function expectNothingWritten() {
  expect(rowsIn(t.db, challenges)).toBe(0);
  expect(rowsIn(t.db, outboxMessages)).toBe(0);
}

describe('a body that is not declared JSON is 415 (issue 20)', () => {
  it('refuses JSON sent as text/plain, or with a form type, and writes nothing', async () => {
    t = createTestApp();
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await postCode({ body: emailBody, headers: { 'Content-Type': type } });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ success: false, message: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expectNothingWritten();
  });

  it('refuses a body with a length but no type', async () => {
    t = createTestApp();
    const res = await postCode({ headers: { 'Content-Length': '10' } });
    expect(res.status).toBe(415);
    expectNothingWritten();
  });

  it('accepts application/json with parameters, and a write with no body needs no type', async () => {
    t = createTestApp();
    const res = await postCode({ body: emailBody, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(res.status).toBe(200);
    const signOut = await t.apps.main.request('/api/v1/auth/sign-out', { method: 'POST', headers: xsrfPair });
    expect(signOut.status).toBe(401);
  });
});

describe('bodies over the limit are 413 before they are read (issue 20)', () => {
  it('refuses a declared length over the limit without reading the body, and writes nothing', async () => {
    t = createTestApp({ limits: { bodyBytes: 2048 } });
    const { body, read } = countedBody(64);
    const res = await postCode({
      body,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(600 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'PAYLOAD_TOO_LARGE' });
    expect(read.chunks).toBeLessThanOrEqual(1);
    expectNothingWritten();
  });

  it('cuts a streamed body off as soon as it passes the limit', async () => {
    t = createTestApp({ limits: { bodyBytes: 2048 } });
    const { body, read } = countedBody(64);
    const res = await postCode({ body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(read.chunks).toBeLessThan(8);
    expectNothingWritten();
  });

  it('answers a body within the limit', async () => {
    t = createTestApp({ limits: { bodyBytes: 2048 } });
    const res = await postCode({ body: emailBody, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(200);
  });
});

describe('only the names this machine goes by are answered: DNS rebinding (issue 20)', () => {
  it('answers 421 to a foreign Host, on both hosts, before any handler runs', async () => {
    t = createTestApp();
    const res = await postCode(
      { body: emailBody, headers: { 'Content-Type': 'application/json' } },
      `http://rebind.evil.example:8787${requestCodePath}`,
    );
    expect(res.status).toBe(421);
    expect(await res.json()).toEqual({ success: false, message: 'HOST_NOT_ALLOWED' });
    expectNothingWritten();
    const credential = await t.apps.main.request('http://rebind.evil.example/api/v1/dev/google-credential', {
      method: 'POST',
      headers: { ...xsrfPair, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@daftar.local', name: 'Admin' }),
    });
    expect(credential.status).toBe(421);
    expect((await t.apps.pay.request('http://rebind.evil.example/health')).status).toBe(421);
  });

  it('answers localhost, 127.0.0.1 and [::1] on any port, and the configured extra hosts', async () => {
    t = createTestApp({ limits: { extraHosts: ['daftar.test'] } });
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:5', 'http://[::1]:8787', 'http://LOCALHOST']) {
      expect((await t.apps.main.request(`${origin}/health`)).status).toBe(200);
    }
    expect((await t.apps.main.request('http://daftar.test:8787/health')).status).toBe(200);
    expect((await t.apps.main.request('http://other.test/health')).status).toBe(421);
  });
});
