import { appSettingEndpoints } from '@daftar/contracts/endpoints/app-setting';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { ApiError } from './http-error.ts';

const setting = {
  appVersion: '',
  forceUpdate: false,
  dashboardStructureTimeStamp: 0,
  translationVersion: 3,
  webAppVersion: 'v2.0.107',
};

function clientAnswering(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  return {
    fetchMock,
    client: createHttpClient({ baseUrls: { main: 'http://main.test', pay: 'http://pay.test' }, fetch: fetchMock }),
  };
}

describe('http client', () => {
  it('calls the endpoint on its host and parses the answer with the contract', async () => {
    const { client, fetchMock } = clientAnswering(200, { success: true, itemInfo: setting });
    await expect(client.call(appSettingEndpoints.get)).resolves.toEqual({ success: true, itemInfo: setting });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://main.test/api/v1/app-setting/app-version',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('treats any 2xx as success', async () => {
    const { client } = clientAnswering(203, { success: true, itemInfo: setting });
    await expect(client.call(appSettingEndpoints.get)).resolves.toMatchObject({ success: true });
  });

  it('turns an error envelope into an ApiError with the server message and field errors', async () => {
    const { client } = clientAnswering(400, {
      success: false,
      message: 'VALIDATION_FAILED',
      errors: [{ path: 'body.name', message: 'Required' }],
    });
    const error = await client.call(appSettingEndpoints.get).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'VALIDATION_FAILED',
      fieldErrors: [{ path: 'body.name', message: 'Required' }],
    });
  });

  it('keeps the status when the error body is not JSON', async () => {
    const { client } = clientAnswering(500, '<html>Internal error</html>');
    await expect(client.call(appSettingEndpoints.get)).rejects.toMatchObject({ status: 500, serverMessage: undefined });
  });

  it('rejects an answer that breaks the contract', async () => {
    const { client } = clientAnswering(200, { success: true, itemInfo: { ...setting, translationVersion: 'three' } });
    await expect(client.call(appSettingEndpoints.get)).rejects.toThrow();
  });
});
