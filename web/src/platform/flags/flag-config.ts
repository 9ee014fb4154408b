import { frontendApiPath } from '@daftar/contracts/endpoints/flags';
import type { IConfig } from 'unleash-proxy-client';
import { apiBaseUrls } from '../../lib/api/config.ts';

/** SPEC §9: refresh every 15 minutes unless the build says otherwise (tests poll every few seconds). */
export function refreshSeconds(value: string | undefined): number {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds : 900;
}

/**
 * The real unleash-proxy-client against the main host's frontend API (REFERENCE.md): environment production,
 * metrics every 30 s starting after 2 s, GET with the context as query parameters, ETag honoured by the client.
 */
export function flagConfig(env: ImportMetaEnv = import.meta.env): IConfig {
  return {
    url: `${apiBaseUrls.main}${frontendApiPath}`,
    clientKey: env.VITE_UNLEASH_FRONTEND_KEY || 'daftar-dev-frontend-key',
    appName: 'daftar-web',
    environment: 'production',
    refreshInterval: refreshSeconds(env.VITE_FLAGS_REFRESH_SECONDS),
    metricsInterval: 30,
    metricsIntervalInitial: 2,
  };
}
