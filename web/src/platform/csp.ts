/** What the production build may reach; everything comes from the build's environment. */
export interface CspSources {
  /** Base URLs of the main and payment APIs (the flag service is on the main host). */
  apiUrls: string[];
  /** The analytics tag's script URL, when configured. */
  analyticsScriptUrl?: string;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * SPEC §7 / issue 5: the production Content-Security-Policy allows only what is configured — this origin, the API
 * hosts, and the analytics tag's origin when one is named. Styles allow 'unsafe-inline' because React sets style
 * attributes (toast progress bars, for one). Delivered as a <meta> tag, so frame-ancestors is left to the server.
 */
export function buildCsp({ apiUrls, analyticsScriptUrl }: CspSources): string {
  const apis = apiUrls.map(originOf).filter((origin): origin is string => origin !== null);
  const analytics = analyticsScriptUrl ? originOf(analyticsScriptUrl) : null;
  const extra = analytics ? [analytics] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...extra],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra],
    'connect-src': ["'self'", ...new Set(apis), ...extra],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
