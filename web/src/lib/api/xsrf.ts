export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function needsXsrf(method: string): boolean {
  return !safeMethods.has(method.toUpperCase());
}

export function readCookie(name: string, cookie: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Double-submit XSRF (SPEC §7): the XSRF-TOKEN cookie's value goes back in the X-XSRF-TOKEN header. The cookie is
 * readable when the SPA and the API share a host name (ports do not scope cookies); when they do not, the token the
 * API also returns from GET /auth/xsrf is remembered instead.
 */
export function createXsrfSource(fetchToken: () => Promise<string | null>) {
  let remembered: string | null = null;
  return {
    async token(): Promise<string | null> {
      const fromCookie = readCookie(xsrfCookieName);
      if (fromCookie) return fromCookie;
      remembered ??= await fetchToken();
      return remembered;
    },
    /** After a 403 XSRF_TOKEN_MISMATCH the server has set a new cookie; forget the old value. */
    async renew(): Promise<void> {
      remembered = await fetchToken();
    },
  };
}

export type XsrfSource = ReturnType<typeof createXsrfSource>;
