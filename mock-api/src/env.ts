import { z } from 'zod';

const loopbackOrigins = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const envSchema = z.object({
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
  /** The QA fault lab's control API under /__mock (loopback callers only); off unless enabled. */
  MOCK_CONTROL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_REQUESTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type ServerEnv = z.infer<typeof envSchema>;

/** Read once at start-up; a bad variable stops the server with a readable list. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`mock-api: invalid environment\n${lines.join('\n')}`);
}
