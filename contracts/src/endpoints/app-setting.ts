import { z } from 'zod';
import { openEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';

/** A web version as SPEC §4 compares them: `v2.0.107`, the `v` optional. */
export const webVersionSchema = z.string().regex(/^v?\d+(\.\d+)*$/);

/**
 * SPEC §3 app setting: the four documented fields. The mock also answers webAppVersion (optional here: the SPA reads
 * its deployed version from its own host's version file, `webVersionFileSchema`, so it works on the real API).
 */
export const appSettingSchema = z.object({
  appVersion: z.string(),
  forceUpdate: z.boolean(),
  dashboardStructureTimeStamp: z.number().int().nonnegative(),
  translationVersion: z.number().int().nonnegative(),
  webAppVersion: webVersionSchema.optional(),
});
export type AppSetting = z.infer<typeof appSettingSchema>;

const get = openEndpoint.get('getAppSetting', '/api/v1/app-setting/app-version', {
  summary: 'App setting: versions, force-update flag and the translation version (public; the login page needs it).',
  response: itemEnvelope(appSettingSchema),
});

/**
 * SPEC §3 web-app version info (`itemInfo.webAppVersion`), as the SPA's host serves it at `/version.json`: written at
 * build time, so a newer deployment is seen by tabs still running the older bundle.
 */
export const webVersionFileSchema = z.object({ itemInfo: z.object({ webAppVersion: webVersionSchema }) });
export type WebVersionFile = z.infer<typeof webVersionFileSchema>;

export const appSettingEndpoints = { get };
