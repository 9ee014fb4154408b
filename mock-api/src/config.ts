/** At most `max` attempts per key in any `windowSeconds` (http/rate-limit.ts counts them). */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Settings of the rules the server enforces; built from the environment (server.ts) or by tests. */
export interface ServerConfig {
  /** HMAC secret of access tokens. */
  accessTokenSecret: string;
  /** Lifetime of newly issued access tokens; a function because the QA fault lab may change it at run time. */
  accessTokenTtlSeconds: () => number;
  refreshTokenTtlDays: number;
  /** validInMinute of e-mail and SMS codes. */
  codeValidMinutes: number;
  bankTokenTtlSeconds: number;
  /** When set, real Google ID tokens are verified against Google's keys for this audience. */
  googleClientId: string | undefined;
  /** The development outbox endpoint and the locally signed Google credential. */
  devEndpoints: boolean;
  /** Signs development Google credentials (only accepted while devEndpoints is on). */
  devGoogleSecret: string;
  /** The Unleash frontend API key the flag client sends as its raw `authorization` header. */
  unleashFrontendKey: string;
  /** Sign-in and SMS code requests, per e-mail or mobile and per client address (429 beyond). */
  codeRequestLimits: { perTarget: RateLimit; perAddress: RateLimit };
  /** Invitation-code joins per user (429 beyond), so codes cannot be guessed. */
  joinLimit: RateLimit;
  /** Seconds in which a just-rotated refresh token answers the same new pair again (two tabs refreshing at once). */
  refreshGraceSeconds: number;
  /** Print outbox messages to the console (off in tests, to keep their output readable). */
  printOutbox: boolean;
}

export const devGoogleIssuer = 'daftar-dev-google';
export const devGoogleAudience = 'daftar-dev';
