/** What the production build may reach; everything comes from the build's environment. */
export interface CspSources {
  /** Base URLs of the main and payment APIs (the flag service is on the main host). */
  apiUrls: string[];
  /** The analytics tag's script URL, when configured. */
  analyticsScriptUrl?: string;
  /** VITE_GOOGLE_CLIENT_ID: when set, /login loads Google's sign-in script, its button frame and its styles. */
  googleClientId?: string;
  /** Hash sources ('sha256-…') of the inline scripts the built index.html carries (the /login shell's). */
  inlineScriptHashes?: string[];
}

/** Where Google Identity Services' script, button frame, style sheet and calls come from (its CSP guide). */
const googleSignIn = 'https://accounts.google.com/gsi/';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * SPEC §7 / issue 5: the production Content-Security-Policy allows only what is configured — this origin, the API
 * hosts, the analytics tag's origin when one is named, and Google's sign-in when a client id is set. Styles allow 'unsafe-inline' because React sets style
 * attributes (toast progress bars, for one). Delivered as a <meta> tag, so frame-ancestors is left to the server.
 */
export function buildCsp({ apiUrls, analyticsScriptUrl, googleClientId, inlineScriptHashes = [] }: CspSources): string {
  const apis = apiUrls.map(originOf).filter((origin): origin is string => origin !== null);
  const analytics = analyticsScriptUrl ? originOf(analyticsScriptUrl) : null;
  const extra = analytics ? [analytics] : [];
  const google = googleClientId ? [googleSignIn] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...extra, ...google],
    'style-src': ["'self'", "'unsafe-inline'", ...google],
    ...(google.length > 0 ? { 'frame-src': google } : {}),
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra],
    'connect-src': ["'self'", ...new Set(apis), ...extra, ...google],
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
