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

  it('treats an unreadable stored answer as all off', async () => {
    localStorage.setItem('unleash:repository:repo', '{oops');
    const { isFeatureOn } = await import('./flag-store.ts');
    expect(isFeatureOn('hub-taksa')).toBe(false);
  });
});
