import { appSettingEndpoints } from '@daftar/contracts/endpoints/app-setting';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { ApiError } from './http-error.ts';
import {
  appVersionRoute,
  readAppSettingAnswer,
  translationMapRoute,
  UnexpectedAnswerError,
} from './start-up-answers.ts';

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

  it('checks a start-up answer with its own reader, on the route with its params filled', async () => {
    const { client, fetchMock } = clientAnswering(200, { WEB_SIGN_IN: 'ورود' });
    const read = vi.fn((answer: unknown) => answer);
    await expect(client.callChecked(translationMapRoute, read, { language: 'fa' })).resolves.toEqual({
      WEB_SIGN_IN: 'ورود',
    });
    expect(read).toHaveBeenCalledWith({ WEB_SIGN_IN: 'ورود' });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://main.test/api/v1/translation/fa',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('rejects a start-up answer its reader refuses, and turns its error answers into ApiErrors', async () => {
    const refused = clientAnswering(200, { success: true, itemInfo: { ...setting, forceUpdate: 'no' } });
    await expect(refused.client.callChecked(appVersionRoute, readAppSettingAnswer)).rejects.toBeInstanceOf(
      UnexpectedAnswerError,
    );
    const failed = clientAnswering(503, { success: false, message: 'MAINTENANCE' });
    await expect(failed.client.callChecked(appVersionRoute, readAppSettingAnswer)).rejects.toMatchObject({
      status: 503,
      serverMessage: 'MAINTENANCE',
    });
  });
});
