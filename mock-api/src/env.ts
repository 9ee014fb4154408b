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

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  DATABASE_URL: z.string().optional(),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  PAY_API_PORT: z.coerce.number().int().min(0).max(65535).default(8788),
  /** Comma-separated origins allowed by CORS (the SPA's dev and preview servers by default). */
  CORS_ORIGINS: z
    .string()
    .default(loopbackOrigins.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Sign-in and SMS code requests allowed per e-mail or mobile, and per client address, in the window. */
  CODE_REQUESTS_PER_TARGET: z.coerce.number().int().min(1).default(10),
  CODE_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /** Invitation-code join attempts allowed per user in the window. */
  JOIN_ATTEMPTS_PER_USER: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Seconds a just-rotated refresh token still answers the same new pair (concurrent refreshes of two tabs). */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  /** Largest request body in bytes (413 beyond it, before it is read). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  /** Comma-separated host names answered besides localhost, 127.0.0.1 and [::1] (DNS-rebinding guard). */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    ),
  /** The QA fault lab's control API under /__mock (loopback callers only); off unless enabled. */
  MOCK_CONTROL: bool('false'),
  LOG_REQUESTS: bool('true'),
  /** Lifetime of access tokens; a few seconds lets QA watch the refresh flow. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** HMAC secret of access tokens; a random one per start when unset (sessions survive via refresh tokens). */
  ACCESS_TOKEN_SECRET: z.string().min(32).optional(),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CODE_VALID_MINUTES: z.coerce.number().int().min(1).max(60).default(2),
  BANK_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(1800),
  /** Verify real Google ID tokens for this OAuth client id; unset offline. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Development-only endpoints (outbox, Google credential); default on unless NODE_ENV=production. */
  DEV_ENDPOINTS: z.enum(['true', 'false']).optional(),
  DEV_GOOGLE_SECRET: z.string().min(16).default('daftar-dev-google-credential-secret'),
  UNLEASH_FRONTEND_KEY: z.string().min(1).default('daftar-dev-frontend-key'),
  /** The real API behind the main host (`--upstream`): https, or http on loopback. Unset: the mock answers. */
  UPSTREAM_URL: upstreamUrlSchema.optional(),
  /** The real API behind the payment host (`--pay-upstream`). */
  PAY_UPSTREAM_URL: upstreamUrlSchema.optional(),
  /** Comma-separated path globs the local mock answers even with an upstream (`--local`, repeatable). */
  UPSTREAM_LOCAL: commaList,
  /** How long the upstream may take to start answering before the call is 504 UPSTREAM_TIMEOUT. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Record every exchange into this folder (`--record`). */
  RECORD_DIR: z.string().min(1).optional(),
  /** Where a recording started from the panel or `pnpm mock record on` goes (a folder per recording). */
  RECORDINGS_DIR: z.string().min(1).default('recordings'),
  /** Keep tokens, cookies and codes in recordings (`--record-secrets`); redacted unless set. */
  RECORD_SECRETS: bool('false'),
  /** Redact national ids, mobiles, IBANs and card numbers in recordings too (`--record-personal-data`). */
  RECORD_PERSONAL_DATA: bool('false'),
  /** Answer every call from the recording in this folder, with no network (`--replay`). */
  REPLAY_DIR: z.string().min(1).optional(),
  /** What a replayed call is matched on, comma-separated (`--replay-match`); its host always. */
  REPLAY_MATCH: z
    .string()
    .default('method,path,query,body')
    .transform((value) => value.split(',').map((key) => key.trim()))
    .pipe(z.array(replayMatchKeySchema).min(1)),
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
