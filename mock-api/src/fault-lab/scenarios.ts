import { bankingScenarios } from './banking-scenarios.ts';
import type { FaultLab } from './lab.ts';
import type { Scenario } from './scenario.ts';
import { readVersions, writeVersions } from './versions.ts';

const bankingCalls = {
  host: 'main' as const,
  path: '/neobank/**',
  exceptPaths: ['/neobank/general/web/login-oauth'],
};
const error = (status: number, message: string) =>
  ({ kind: 'status', status, body: { success: false, message } }) as const;

function patchBump(version: string): string {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  parts[parts.length - 1] = (parts.at(-1) ?? 0) + 1;
  return `v${parts.join('.')}`;
}

/** Waits for the next whole second, so tokens issued from now on carry a later `iat` than the cut-off. */
async function cutOffAccessTokens(lab: FaultLab): Promise<() => void> {
  const now = Date.now();
  lab.settings.accessTokenCutoff = Math.floor(now / 1000);
  await new Promise((resolve) => setTimeout(resolve, 1000 - (now % 1000) + 5));
  return () => {
    lab.settings.accessTokenCutoff = null;
  };
}

/** The failures QA reproduces most, each with the exact answer the real API gives. */
export const scenarios: Scenario[] = [
  {
    name: 'access-token-expired',
    description: 'Access tokens issued until now get 401 TOKEN_EXPIRED; the SPA refreshes once and carries on.',
    start: async ({ lab }) => ({ rules: [], undo: await cutOffAccessTokens(lab) }),
  },
  {
    name: 'refresh-token-rejected',
    description: 'Access tokens expire and the refresh call answers 401 INVALID_REFRESH_TOKEN: the SPA goes to /login.',
    start: async ({ lab }) => ({
      rules: [
        {
          match: { host: 'main', method: 'PUT', path: '/auth/refresh-tokens' },
          respond: error(401, 'INVALID_REFRESH_TOKEN'),
        },
      ],
      undo: await cutOffAccessTokens(lab),
    }),
  },
  {
    name: 'bank-token-rejected',
    description: 'The next banking call answers 401 INVALID_BANK_TOKEN: the SPA re-exchanges the banking code once.',
    start: async () => ({
      rules: [
        {
          match: { ...bankingCalls, header: { name: 'bank-token' } },
          respond: error(401, 'INVALID_BANK_TOKEN'),
          times: 1,
        },
      ],
    }),
  },
  {
    name: 'banking-422',
    description: 'The next banking call answers 422: the SPA clears banking credentials and goes to /banking/auth.',
    start: async () => ({ rules: [{ match: bankingCalls, respond: error(422, 'UNPROCESSABLE_ENTITY'), times: 1 }] }),
  },
  {
    name: 'banking-500-unauthorized',
    description: 'The next banking call answers 500 UNAUTHORIZED_ACCESS_OR_OPERATION: the SPA goes to /banking/auth.',
    start: async () => ({
      rules: [{ match: bankingCalls, respond: error(500, 'UNAUTHORIZED_ACCESS_OR_OPERATION'), times: 1 }],
    }),
  },
  {
    name: 'banking-invalid-credentials',
    description: 'The next banking call, the code exchange included, answers 400 INVALID_USERNAME_OR_PASSWORD.',
    start: async () => ({
      rules: [
        { match: { host: 'main', path: '/neobank/**' }, respond: error(400, 'INVALID_USERNAME_OR_PASSWORD'), times: 1 },
      ],
    }),
  },
  {
    name: 'translation-save-error',
    description:
      'Saving a translation answers 500 until reset: the editor keeps the dialog open with the failure toast.',
    start: async () => ({
      rules: [
        {
          match: { host: 'main', method: 'PUT', path: '/api/v1/admin/translation/update' },
          respond: error(500, 'INTERNAL_SERVER_ERROR'),
        },
      ],
    }),
  },
  {
    name: 'slow-network',
    description: 'Every call on both hosts takes 1.5–3 s until reset.',
    start: async () => ({
      rules: [
        {
          match: { path: '/**', exceptPaths: ['/health'] },
          respond: { kind: 'pass' },
          latencyMs: { min: 1500, max: 3000 },
        },
      ],
    }),
  },
  {
    name: 'payment-host-down',
    description: 'The payment host drops every connection until reset.',
    start: async () => ({ rules: [{ match: { host: 'pay', path: '/**' }, respond: { kind: 'reset' } }] }),
  },
  {
    name: 'server-unreachable',
    description:
      'The main API closes every connection without an answer until reset (the fault lab stays reachable): the SPA ' +
      'says it cannot reach the server, keeps what was typed, and recovers by itself when reset.',
    start: async () => ({
      rules: [{ name: 'server-unreachable', match: { host: 'main', path: '/**' }, respond: { kind: 'reset' } }],
    }),
  },
  {
    name: 'answer-lost',
    description:
      'The next create (POST) on the main API is written, then its answer is lost (the connection closes): saving ' +
      'again with the same Idempotency-Key must get the first answer, not a duplicate.',
    start: async () => ({
      rules: [
        {
          name: 'answer-lost',
          match: { host: 'main', method: 'POST', path: '/**', exceptPaths: ['/api/v1/auth/**', '/api/frontend/**'] },
          respond: { kind: 'answer-lost' },
          times: 1,
        },
      ],
    }),
  },
  {
    name: 'new-web-version',
    description: 'The server announces the next patch web version (v2.0.107 → v2.0.108): the SPA offers UPDATE.',
    start: async ({ db }) => {
      const before = readVersions(db);
      writeVersions(db, { webAppVersion: patchBump(before.webAppVersion) });
      return { rules: [], undo: () => writeVersions(db, { webAppVersion: before.webAppVersion }) };
    },
  },
  ...bankingScenarios,
];

export function findScenario(name: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.name === name);
}
