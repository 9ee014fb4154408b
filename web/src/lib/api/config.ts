import type { Host } from '@daftar/contracts/endpoint';
import { apiBaseUrl } from './api-base-url.ts';

const pageHost = globalThis.location?.hostname || 'localhost';

/** Base URLs of the two hosts (SPEC §7), from the build's environment; the local mock API by default. */
export const apiBaseUrls: Record<Host, string> = {
  main: apiBaseUrl(import.meta.env.VITE_API_URL, 8787, pageHost),
  pay: apiBaseUrl(import.meta.env.VITE_PAY_API_URL, 8788, pageHost),
};
