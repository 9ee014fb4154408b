import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { itemEnvelope } from '../envelope.ts';

/** SPEC §3 app setting; the server adds webAppVersion, the version the update prompt compares with. */
export const appSettingSchema = z.object({
  appVersion: z.string(),
  forceUpdate: z.boolean(),
  dashboardStructureTimeStamp: z.number().int().nonnegative(),
  translationVersion: z.number().int().nonnegative(),
  webAppVersion: z.string().regex(/^v?\d+(\.\d+)*$/),
});
export type AppSetting = z.infer<typeof appSettingSchema>;

const get = defineEndpoint({
  name: 'getAppSetting',
  method: 'GET',
  path: '/api/v1/app-setting/app-version',
  host: 'main',
  auth: 'none',
  summary: 'App setting: versions, force-update flag and the translation version (public; the login page needs it).',
  response: itemEnvelope(appSettingSchema),
});

export const appSettingEndpoints = { get };
