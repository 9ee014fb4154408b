import { randomBytes } from 'node:crypto';
import { replayMatchKeySchema, upstreamUrlSchema } from '@daftar/contracts/endpoints/mock-gateway';
import { z } from 'zod';

const loopbackOrigins = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const bool = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * The mock API's environment. Each variable's description and default are also the table in
 * docs/developers/environment.md (`pnpm docs:env` writes it; a test fails when it is out of step).
 */
export const envSchema = z.object({
  NODE_ENV: z.string().default('development').describe('`production` turns the development endpoints off'),
  DATABASE_URL: z
    .string()
    .optional()
    .describe('the SQLite file (path or `file:` URL); unset: `db/data/daftar.sqlite` (db CLI and mock API)'),
  API_HOST: z.string().default('127.0.0.1').describe('the address both hosts listen on'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8787).describe('the main API port'),
  PAY_API_PORT: z.coerce.number().int().min(0).max(65535).default(8788).describe('the payment API port'),
  CORS_ORIGINS: z
    .string()
    .default(loopbackOrigins.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .describe("comma-separated origins allowed to call with credentials (the SPA's dev and preview servers)"),
  CODE_REQUESTS_PER_TARGET: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe('sign-in and SMS code requests per e-mail or mobile per window (429 beyond)'),
  CODE_REQUESTS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(100)
    .describe('code requests per client address per window (429 beyond)'),
  JOIN_ATTEMPTS_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe('invitation-code joins per user per window (429 beyond)'),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(15)
    .describe('the window of the three limits above'),
  REFRESH_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(120)
    .default(10)
    .describe('how long a just-rotated refresh token answers the same new pair (two tabs refreshing at once)'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024)
    .describe('the largest request body; larger is 413 `PAYLOAD_TOO_LARGE` before it is read'),
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    )
    .describe('comma-separated host names answered besides localhost, 127.0.0.1, [::1] and `API_HOST` (others: 421)'),
  MOCK_CONTROL: bool('false').describe(
    "the QA fault lab's control API under `/__mock`, loopback callers only (`npm start` and the e2e tests set it)",
  ),
  MOCK_SEEDED_ON: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day, YYYY-MM-DD')
    .optional()
    .describe(
      'the day (Tehran) the database was seeded, set only when nothing has written to it since (the e2e tests set it ' +
        "on their fresh copies): on that day the fault lab's first reset copies back a snapshot taken at start instead of seeding again",
    ),
  LOG_REQUESTS: bool('true').describe('one log line per request'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(900)
    .describe('lifetime of access tokens (a few seconds lets QA watch the refresh)'),
  ACCESS_TOKEN_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe('HMAC secret of access tokens; unset: random per start (sessions survive through refresh tokens)'),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30).describe('lifetime of refresh tokens'),
  CODE_VALID_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .default(2)
    .describe('how long an e-mail or SMS code is valid (`validInMinute`)'),
  BANK_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400)
    .default(1800)
    .describe('lifetime of banking tokens'),
  GOOGLE_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .describe("when set, Google ID tokens are verified against Google's keys for this client id"),
  DEV_ENDPOINTS: z
    .enum(['true', 'false'])
    .optional()
    .describe('the development outbox and Google credential endpoints; unset: on unless `NODE_ENV=production`'),
  DEV_GOOGLE_SECRET: z
    .string()
    .min(16)
    .default('daftar-dev-google-credential-secret')
    .describe('signs development Google credentials'),
  UNLEASH_FRONTEND_KEY: z
    .string()
    .min(1)
    .default('daftar-dev-frontend-key')
    .describe('the feature-flag frontend API key (sent raw in `authorization`)'),
  UPSTREAM_URL: upstreamUrlSchema
    .optional()
    .describe('the real API behind the main host (`--upstream`): https, or http on loopback; unset: the mock answers'),
  PAY_UPSTREAM_URL: upstreamUrlSchema.optional().describe('the real API behind the payment host (`--pay-upstream`)'),
  UPSTREAM_LOCAL: commaList.describe(
    'comma-separated path globs the local mock answers even with an upstream (`--local`, repeatable)',
  ),
  UPSTREAM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(30_000)
    .describe('how long the upstream may take to start answering (504 `UPSTREAM_TIMEOUT` beyond)'),
  RECORD_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('record every exchange into this folder from the start (`--record`)'),
  RECORDINGS_DIR: z
    .string()
    .min(1)
    .default('recordings')
    .describe("where the panel's switch and `pnpm mock record on` record (a folder per recording)"),
  RECORD_SECRETS: bool('false').describe('keep tokens, cookies and codes in recordings (`--record-secrets`)'),
  RECORD_PERSONAL_DATA: bool('false').describe(
    'redact national ids, mobiles, IBANs and card numbers in recordings too (`--record-personal-data`)',
  ),
  REPLAY_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('answer every call from the recording in this folder, with no network (`--replay`)'),
  REPLAY_MATCH: z
    .string()
    .default('method,path,query,body')
    .transform((value) => value.split(',').map((key) => key.trim()))
    .pipe(z.array(replayMatchKeySchema).min(1))
    .describe('what a replayed call is matched on, comma-separated (`--replay-match`); its host always'),
});

export type ServerEnv = z.infer<typeof envSchema> & { devEndpoints: boolean; accessTokenSecret: string };

/** Read once at start-up; a bad variable stops the server with a readable list. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`mock-api: invalid environment\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    devEndpoints: env.DEV_ENDPOINTS ? env.DEV_ENDPOINTS === 'true' : env.NODE_ENV !== 'production',
    accessTokenSecret: env.ACCESS_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
  };
}
