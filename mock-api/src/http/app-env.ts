import type { AnswerSource } from '@daftar/contracts/endpoints/mock-control';
import type { Db } from '@daftar/db/client';
import type { Caller } from '../auth/access-token.ts';
import type { ServerConfig } from '../config.ts';

/**
 * Headers every answer to a request carries (CORS, a fresh XSRF cookie), gathered by the guards
 * (middleware/guards.ts) as a plain record rather than with `c.header`. Hono keeps `c.header`'s headers in a web
 * `Headers` object, which costs about a microsecond a header to fill and again to turn into Node's header record;
 * @hono/node-server sends a plain record as it is. So an answer built here carries them in one record, and the
 * guards add them with `c.header` only to an answer built elsewhere.
 */
export interface AnswerShape {
  readonly headers: Record<string, string>;
  /** The handler called `c.header` or `c.status`: its answer is built by Hono, which knows what it set. */
  touched: boolean;
  /** The answer carries `headers` already. */
  applied: boolean;
}

/** Per-request context shared by middleware and handlers. */
export interface AppEnv {
  Variables: {
    db: Db;
    config: ServerConfig;
    checkResponses: boolean;
    /** Who is calling, set by the auth check of endpoints whose `auth` is user or bank. */
    caller: Caller;
    /** Set when a company-scoped call came with an API key instead of an access token (auth/roles/). */
    apiKeyId?: number;
    /** The XSRF token of this request: the cookie's, or the one the answer sets (middleware/xsrf.ts). */
    xsrfToken?: string;
    /** The headers every answer to this request carries (http/answer.ts). */
    answerShape?: AnswerShape;
    /** Who answered, when not the local mock (the journal and recordings say it; upstream/). */
    answeredFrom?: AnswerSource;
    /** How long the upstream took to start answering (upstream/forward.ts). */
    upstreamMs?: number;
  };
}
