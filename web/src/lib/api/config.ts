import type { Host } from '@daftar/contracts/endpoint';

/**
 * The API's default host name follows the page's: the XSRF cookie is only readable (and only sent, SameSite=Lax)
 * when the SPA and the API share a host name, so 127.0.0.1:5173 talks to 127.0.0.1:8787 and localhost to localhost.
 */
const pageHost = globalThis.location?.hostname || 'localhost';

/** Base URLs of the two hosts (SPEC §7), from the build's environment; the local mock API by default. */
export const apiBaseUrls: Record<Host, string> = {
  main: import.meta.env.VITE_API_URL ?? `http://${pageHost}:8787`,
  pay: import.meta.env.VITE_PAY_API_URL ?? `http://${pageHost}:8788`,
};
