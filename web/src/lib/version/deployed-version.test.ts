import { describe, expect, it } from 'vitest';
import { fetchDeployedWebVersion } from './deployed-version.ts';

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe("the deployed web version (the SPA host's version.json, issue 20)", () => {
  it('reads itemInfo.webAppVersion from the host, bypassing the HTTP cache', async () => {
    const { fetcher, calls } = answering(200, { itemInfo: { webAppVersion: 'v2.0.108' } });
    await expect(fetchDeployedWebVersion(fetcher)).resolves.toBe('v2.0.108');
    expect(calls[0]?.url).toBe('/version.json');
    expect(calls[0]?.init?.cache).toBe('no-store');
  });

  it('fails on a missing file or a malformed version, so no update is offered on a guess', async () => {
    await expect(fetchDeployedWebVersion(answering(404, {}).fetcher)).rejects.toThrow('404');
    await expect(
      fetchDeployedWebVersion(answering(200, { itemInfo: { webAppVersion: 'latest' } }).fetcher),
    ).rejects.toThrow();
  });
});
