import { appSettingEndpoints } from '@daftar/contracts/endpoints/app-setting';
import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import { describe, expect, it, vi } from 'vitest';
import { errorMessage } from '../../ui/toast/error-message.ts';
import { createHttpClient, type HttpClientOptions } from './http-client.ts';
import { ApiError } from './http-error.ts';
import { isUnreachable, ServerUnreachableError, serverUnreachableCode } from './unreachable.ts';

const baseUrls = { main: 'http://main.test', pay: 'http://pay.test' };

function clientWith(fetchImpl: typeof fetch, extra: Partial<HttpClientOptions> = {}) {
  const onReach = vi.fn();
  return { onReach, client: createHttpClient({ baseUrls, fetch: fetchImpl, xsrf: false, onReach, ...extra }) };
}

const failing = (error: unknown) => vi.fn(async () => Promise.reject(error)) as unknown as typeof fetch;
const answering = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(body, { status, headers })) as unknown as typeof fetch;

/** What each browser's fetch says when no answer came; none of it may reach the screen. */
const browserTexts = [
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
  'The network connection was lost.',
];

describe('a failure to reach the API', () => {
  it.each(browserTexts)('turns the browser\'s "%s" into the one unreachable error', async (text) => {
    const { client, onReach } = clientWith(failing(new TypeError(text)));
    const error = await client.call(appSettingEndpoints.get).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerUnreachableError);
    expect(error).toMatchObject({ status: 0, serverMessage: serverUnreachableCode, reason: 'network' });
    expect(onReach).toHaveBeenCalledWith(false, 'main');
    expect(errorMessage(error)).toBe(serverUnreachableCode);
  });

  it('turns a timeout into it', async () => {
    const { client } = clientWith(failing(new DOMException('signal timed out', 'TimeoutError')), { timeoutMs: 10 });
    await expect(client.call(appSettingEndpoints.get)).rejects.toMatchObject({ reason: 'timeout' });
  });

  it.each([502, 503, 504])("turns a gateway %i without the API's envelope into it", async (status) => {
    const { client, onReach } = clientWith(answering(status, '<html>Bad gateway</html>'));
    await expect(client.call(appSettingEndpoints.get)).rejects.toMatchObject({ reason: 'gateway', status: 0 });
    expect(onReach).toHaveBeenCalledWith(false, 'main');
  });

  it("keeps a 504 that carries the API's own code (the bank transfer's timeout): the API answered", async () => {
    const body = JSON.stringify({ success: false, message: 'TRANSFER_TIMED_OUT' });
    const { client, onReach } = clientWith(answering(504, body, { 'content-type': 'application/json' }));
    const error = await client.call(appSettingEndpoints.get).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ServerUnreachableError);
    expect(error).toMatchObject({ status: 504, serverMessage: 'TRANSFER_TIMED_OUT' });
    expect(onReach).toHaveBeenCalledWith(true, 'main');
  });

  it('reports an answered call, whatever its status, as reached', async () => {
    const { client, onReach } = clientWith(answering(404, JSON.stringify({ success: false, message: 'NOT_FOUND' })));
    await expect(client.call(appSettingEndpoints.get)).rejects.toBeInstanceOf(ApiError);
    expect(onReach).toHaveBeenCalledWith(true, 'main');
  });
});

describe('isUnreachable and the shown message', () => {
  it('recognises raw fetch errors from outside the client', () => {
    for (const text of browserTexts) expect(isUnreachable(new TypeError(text))).toBe(true);
    expect(isUnreachable(new DOMException('timed out', 'TimeoutError'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isUnreachable(new TypeError('x is not a function'))).toBe(false);
    expect(isUnreachable(new ApiError(500, undefined))).toBe(false);
    expect(errorMessage(new ApiError(500, undefined))).toBe('problem');
  });

  it('never lets a browser text through as the message', () => {
    for (const text of browserTexts) {
      expect(errorMessage(new TypeError(text))).toBe(serverUnreachableCode);
      expect(errorMessage(new TypeError(text))).not.toContain(text);
    }
  });
});

describe('Idempotency-Key', () => {
  const saved = JSON.stringify({ success: true, item: {} });

  it('is sent on a signed-in POST and dropped once the API answers', async () => {
    const fetchMock = answering(500, saved);
    const idempotencyKey = vi.fn(() => 'key-1');
    const onAnswered = vi.fn();
    const client = createHttpClient({
      baseUrls,
      fetch: fetchMock,
      xsrf: false,
      credentials: { accessToken: () => 'token', bankToken: () => null },
      idempotencyKey,
      onAnswered,
    });
    await client.call(stakeholderEndpoints.create, { params: { companyId: 1 }, body: {} as never }).catch(() => null);
    const init = (fetchMock as unknown as ReturnType<typeof vi.fn>).mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    expect(onAnswered).toHaveBeenCalledTimes(1);
  });

  it('is kept when no answer came, so the next identical save carries it', async () => {
    const onAnswered = vi.fn();
    const client = createHttpClient({
      baseUrls,
      fetch: failing(new TypeError('Failed to fetch')),
      xsrf: false,
      credentials: { accessToken: () => 'token', bankToken: () => null },
      idempotencyKey: () => 'key-1',
      onAnswered,
    });
    await expect(
      client.call(stakeholderEndpoints.create, { params: { companyId: 1 }, body: {} as never }),
    ).rejects.toBeInstanceOf(ServerUnreachableError);
    expect(onAnswered).not.toHaveBeenCalled();
  });
});

describe("a screen's chunk that did not load", () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x.test/assets/routes-a.js',
    'error loading dynamically imported module: http://x.test/assets/routes-a.js',
    'Importing a module script failed.',
  ])('is not the API being away: "%s" stays the route error it is', (text) => {
    expect(isUnreachable(new TypeError(text))).toBe(false);
  });
});
