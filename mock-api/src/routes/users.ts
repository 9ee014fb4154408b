import { Hono } from 'hono';
import { userEndpoints } from '@daftar/contracts/endpoints/users';
import { listDevices, removeDevice } from '../domain/devices.ts';
import { getProfile, updatePreferences } from '../domain/profile.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';

/** The signed-in user's profile, language preference and devices. */
export function userRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, userEndpoints.getProfile, (c) => ({
    success: true as const,
    ...getProfile(c.get('db'), c.get('caller').userId),
  }));

  mountEndpoint(app, userEndpoints.updatePreferences, (c, { body }) => ({
    success: true as const,
    ...updatePreferences(c.get('db'), c.get('caller').userId, body),
  }));

  mountEndpoint(app, userEndpoints.listDevices, (c) => ({
    success: true as const,
    data: listDevices(c.get('db'), c.get('caller')),
  }));

  mountEndpoint(app, userEndpoints.removeDevice, (c, { params }) => {
    removeDevice(c.get('db'), c.get('caller').userId, params.deviceId);
    return { success: true as const };
  });

  return app;
}
