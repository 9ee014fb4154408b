import type { Endpoint } from '@daftar/contracts/endpoint';
import { seededBankingCodes } from '@daftar/db/seed/banking';
import { seedTemplate } from '@daftar/db/testing/seed-templates';
import { Gateway } from '../../src/upstream/gateway.ts';
import { xsrfPair } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';
import { DocumentChecker, type FuzzAnswer, type OpenApiDocument } from './document.ts';
import { type FuzzRequest, urlOf } from './requests.ts';

/** The seeded administrator (db/src/seed/accounts.ts). */
const administrator = 1;

/** A seeded app of its own for one operation, signed in as the administrator (with a banking token). */
export interface FuzzApp {
  t: TestApp;
  headers: Record<string, string>;
  send(endpoint: Endpoint, request: FuzzRequest): Promise<FuzzAnswer>;
  /** How many rows every write so far changed: equal before and after a request that wrote nothing. */
  stamp(): number;
  dispose(): void;
}

export async function fuzzApp(): Promise<FuzzApp> {
  // As the server runs with the fault lab: its control API, and the gateway idle behind it (server.ts).
  const gateway = new Gateway({ upstream: { main: null, pay: null }, local: [], timeoutMs: 1000 });
  const t = createTestApp({ template: seedTemplate('all').file, faultLab: true, gateway });
  const session = await signedIn(t.db, t.config, administrator);
  const exchange = await t.apps.main.request('/neobank/general/web/login-oauth', {
    method: 'POST',
    headers: { ...session.auth, ...xsrfPair, 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: seededBankingCodes.admin }),
  });
  const bankToken = exchange.headers.get('bank-token');
  if (!bankToken) throw new Error(`no banking token for the administrator: ${exchange.status}`);
  const headers = { ...session.auth, ...xsrfPair, 'bank-token': bankToken };
  const stamp = () => (t.db.$client.prepare('select total_changes() as n').get() as { n: number }).n;
  return {
    t,
    headers,
    stamp,
    dispose: () => t.dispose(),
    async send(endpoint, request) {
      const app = endpoint.host === 'pay' ? t.apps.pay : t.apps.main;
      const response = await app.request(
        urlOf(endpoint, request),
        {
          method: endpoint.method,
          headers: { ...headers, ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
          ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        },
        loopbackEnv,
      );
      const contentType = response.headers.get('content-type') ?? '';
      const text = await response.text();
      let json: unknown;
      if (contentType.includes('json') && text) json = JSON.parse(text);
      return { status: response.status, contentType, json };
    },
  };
}

/** A checker over the document the main host serves at /openapi.json, as a client would load it. */
export async function servedChecker(): Promise<DocumentChecker> {
  const t = createTestApp();
  try {
    const answer = await t.apps.main.request('/openapi.json');
    return new DocumentChecker((await answer.json()) as OpenApiDocument);
  } finally {
    t.dispose();
  }
}
