import { describe, expect, it } from 'vitest';
import { flagConfig, refreshSeconds } from './flag-config.ts';

describe('flag client config (SPEC §9)', () => {
  it('refreshes every 15 minutes by default and as configured otherwise', () => {
    expect(refreshSeconds(undefined)).toBe(900);
    expect(refreshSeconds('')).toBe(900);
    expect(refreshSeconds('abc')).toBe(900);
    expect(refreshSeconds('0')).toBe(900);
    expect(refreshSeconds('2')).toBe(2);
  });

  it('talks to the main host frontend API as production, with metrics at 2 s then every 30 s', () => {
    const config = flagConfig({ BASE_URL: '/', MODE: 'test', DEV: false, PROD: true, SSR: false });
    expect(config.url).toMatch(/\/api\/frontend$/);
    expect(config).toMatchObject({
      clientKey: 'daftar-dev-frontend-key',
      environment: 'production',
      refreshInterval: 900,
      metricsInterval: 30,
      metricsIntervalInitial: 2,
    });
  });
});
