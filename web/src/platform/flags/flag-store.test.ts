import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('flag store before the client is loaded', () => {
  it("uses the client's last stored answer, so a feature that was on does not flicker off", async () => {
    localStorage.setItem(
      'unleash:repository:repo',
      JSON.stringify([
        { name: 'hub-taksa', enabled: true, variant: { name: 'disabled', enabled: false } },
        { name: 'coming-soon', enabled: false },
      ]),
    );
    const { isFeatureOn } = await import('./flag-store.ts');
    expect(isFeatureOn('hub-taksa')).toBe(true);
    expect(isFeatureOn('coming-soon')).toBe(false);
    expect(isFeatureOn('unknown')).toBe(false);
  });

  it("reads a flag's variant and its payload from the stored answer; `disabled` without one (issue 20)", async () => {
    localStorage.setItem(
      'unleash:repository:repo',
      JSON.stringify([
        {
          name: 'dashboard-layout',
          enabled: true,
          variant: { name: 'compact', enabled: true, payload: { type: 'json', value: '{"columns":2}' } },
        },
        { name: 'hub-taksa', enabled: true, variant: { name: 'disabled', enabled: false } },
      ]),
    );
    const { featureVariant } = await import('./flag-store.ts');
    expect(featureVariant('dashboard-layout')).toEqual({
      name: 'compact',
      enabled: true,
      payload: { type: 'json', value: '{"columns":2}' },
    });
    expect(featureVariant('hub-taksa')).toEqual({ name: 'disabled', enabled: false });
    expect(featureVariant('unknown')).toEqual({ name: 'disabled', enabled: false });
  });

  it("never asks the running client about '' (its metrics bucket would be refused whole; issue 20)", async () => {
    const asked: string[] = [];
    vi.doMock('unleash-proxy-client', () => ({
      UnleashClient: class {
        on() {}
        async start() {}
        isEnabled(name: string) {
          asked.push(name);
          return true;
        }
      },
    }));
    const { isFeatureOn, startFlagClient } = await import('./flag-store.ts');
    await startFlagClient({ url: 'http://127.0.0.1/api/frontend', clientKey: 'key', appName: 'daftar-web' });
    expect(isFeatureOn('')).toBe(false);
    expect(isFeatureOn('hub-taksa')).toBe(true);
    expect(asked).toEqual(['hub-taksa']);
    vi.doUnmock('unleash-proxy-client');
  });

  it('treats an unreadable stored answer as all off', async () => {
    localStorage.setItem('unleash:repository:repo', '{oops');
    const { isFeatureOn } = await import('./flag-store.ts');
    expect(isFeatureOn('hub-taksa')).toBe(false);
  });

  it("re-renders the flags' readers only when the client's answer moves, not on each of its events", async () => {
    const layout = (name: string) => ({ name, enabled: true, payload: { type: 'json', value: '{"columns":2}' } });
    localStorage.setItem(
      'unleash:repository:repo',
      JSON.stringify([{ name: 'dashboard-layout', enabled: true, variant: layout('compact') }]),
    );
    const handlers: (() => void)[] = [];
    let toggles = [{ name: 'dashboard-layout', enabled: true, variant: layout('compact') }];
    vi.doMock('unleash-proxy-client', () => ({
      UnleashClient: class {
        on(_event: string, handler: () => void) {
          handlers.push(handler);
        }
        async start() {}
        getAllToggles = () => toggles;
        getVariant = (name: string) => toggles.find((toggle) => toggle.name === name)?.variant;
      },
    }));
    const { featureVariant, startFlagClient } = await import('./flag-store.ts');
    const shown = featureVariant('dashboard-layout');
    await startFlagClient({ url: 'http://127.0.0.1/api/frontend', clientKey: 'key', appName: 'daftar-web' });
    for (const handler of handlers) handler();
    expect(featureVariant('dashboard-layout')).toBe(shown);
    toggles = [{ name: 'dashboard-layout', enabled: true, variant: layout('wide') }];
    handlers[0]?.();
    expect(featureVariant('dashboard-layout')).toMatchObject({ name: 'wide' });
    vi.doUnmock('unleash-proxy-client');
  });
});
