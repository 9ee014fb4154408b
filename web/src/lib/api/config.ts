import type { Host } from '@daftar/contracts/endpoint';

/** Base URLs of the two hosts (SPEC §7), from the build's environment; the local mock API by default. */
export const apiBaseUrls: Record<Host, string> = {
  main: import.meta.env.VITE_API_URL ?? 'http://localhost:8787',
  pay: import.meta.env.VITE_PAY_API_URL ?? 'http://localhost:8788',
};
