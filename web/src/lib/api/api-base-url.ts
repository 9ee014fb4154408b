/**
 * The names a machine calls itself by: a page on one of them reaches a local API on any of them. Not [::1]: a CSP
 * source cannot name an IPv6 address, so the build could not allow it.
 */
export const loopbackHostnames: readonly string[] = ['localhost', '127.0.0.1'];

/**
 * An API's base URL as the page should call it. The XSRF cookie is only readable (and only sent, SameSite=Lax) when
 * the SPA and the API share a host name, so a page opened on a local name calls a local API on that same name,
 * whichever name the build was configured with: http://127.0.0.1:5173 talks to 127.0.0.1:8787, localhost to
 * localhost. Without a configured URL the API is the local mock on `defaultPort`; any other host is left as set.
 */
export function apiBaseUrl(configured: string | undefined, defaultPort: number, pageHostname: string): string {
  if (!configured) return `http://${pageHostname}:${defaultPort}`;
  if (!loopbackHostnames.includes(pageHostname)) return configured;
  const url = new URL(configured);
  if (!loopbackHostnames.includes(url.hostname)) return configured;
  url.hostname = pageHostname;
  return url.href.replace(/\/$/, '');
}

/** The same local API under each loopback name (the build's CSP allows all: the page's name is known only then). */
export function loopbackTwins(url: string): string[] {
  const parsed = new URL(url);
  if (!loopbackHostnames.includes(parsed.hostname)) return [url];
  return loopbackHostnames.map((hostname) => {
    parsed.hostname = hostname;
    return parsed.href.replace(/\/$/, '');
  });
}
