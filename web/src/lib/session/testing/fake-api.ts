import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const baseUrls = { main: 'http://main.test', pay: 'http://pay.test' };

/** A fetch stand-in that answers through `handle` and records every request, for the client's rule tests. */
export function fakeApi(handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      // Lower-cased by hand: happy-dom's Headers keeps the case the client wrote.
      headers: Object.fromEntries([...new Headers(init?.headers).entries()].map(([k, v]) => [k.toLowerCase(), v])),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    // Answer on a later task, as a network would, so parallel calls really overlap.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const answer = await handle(request);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  });
  const count = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path).length;
  return { fetch, requests, count };
}

export const fail = (status: number, message: string): FakeAnswer => ({
  status,
  body: { success: false, message },
});

export const profileBody = {
  success: true,
  info: {
    id: 1,
    email: 'user@daftar.local',
    role: 'USER',
    firstName: null,
    lastName: null,
    mobile: null,
    mobileVerified: false,
  },
  preferences: { lang: 'fa', langDir: 'rtl' },
  companies: [{ companyId: 7, name: 'Acme', role: 'OWNER' }],
};
