/** Paths an expired access token does not affect: sign-in, refresh, public data, banking (its own token), the lab. */
const unaffected = [
  /^\/auth\//,
  /^\/api\/v1\/auth\//,
  /^\/api\/v1\/app-setting\//,
  /^\/api\/v1\/translation\//,
  /^\/api\/v1\/dev\//,
  /^\/api\/frontend/,
  /^\/neobank\//,
  /^\/__mock/,
  /^\/health$/,
];

/** Reads `iat` from a bearer JWT without verifying it: the real check happens later in the auth middleware. */
function issuedAt(authorization: string | null): number | undefined {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat?: unknown };
    return typeof claims.iat === 'number' ? claims.iat : undefined;
  } catch {
    return undefined;
  }
}

/** True when the request carries an access token the "access token expired" scenario has expired. */
export function isCutOff(cutoff: number | null, path: string, authorization: string | null): boolean {
  if (cutoff === null || unaffected.some((pattern) => pattern.test(path))) return false;
  const iat = issuedAt(authorization);
  return iat !== undefined && iat <= cutoff;
}
