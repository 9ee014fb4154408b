import type { Db } from '@daftar/db/client';
import type { ServerConfig } from '../config.ts';

/** Who is calling, set by the auth check of endpoints whose `auth` is user or bank. */
export interface Caller {
  userId: number;
  sessionId: number;
  deviceId: string;
}

/** Per-request context shared by middleware and handlers. */
export interface AppEnv {
  Variables: {
    db: Db;
    config: ServerConfig;
    checkResponses: boolean;
    caller: Caller;
    /** Set when a company-scoped call came with an API key instead of an access token (auth/roles/). */
    apiKeyId?: number;
    /** The XSRF token of this request: the cookie's, or the one the answer sets (middleware/xsrf.ts). */
    xsrfToken?: string;
  };
}
