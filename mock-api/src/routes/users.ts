import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { userEndpoints } from '@daftar/contracts/endpoints/users';
import { devices } from '@daftar/db/schema/devices';
import { users } from '@daftar/db/schema/users';
import { readProfile } from '../domain/profile.ts';
import { revokeDeviceSessions } from '../domain/sessions.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';

/** The signed-in user's profile, language preference and devices. */
export function userRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, userEndpoints.getProfile, (c) => ({
    success: true as const,
    ...readProfile(c.get('db'), c.get('caller').userId),
  }));

  mountEndpoint(app, userEndpoints.updatePreferences, (c, { body }) => {
    const db = c.get('db');
    const { userId } = c.get('caller');
    db.update(users).set({ lang: body.lang, langDir: body.langDir }).where(eq(users.id, userId)).run();
    return { success: true as const, ...readProfile(db, userId) };
  });

  mountEndpoint(app, userEndpoints.listDevices, (c) => {
    const caller = c.get('caller');
    const rows = c
      .get('db')
      .select()
      .from(devices)
      .where(eq(devices.userId, caller.userId))
      .orderBy(desc(devices.lastSeenAt))
      .all();
    return {
      success: true as const,
      data: rows.map(({ id: _id, userId: _userId, revokedAt, ...device }) => ({
        ...device,
        current: device.deviceId === caller.deviceId,
        active: revokedAt === null,
      })),
    };
  });

  mountEndpoint(app, userEndpoints.removeDevice, (c, { params }) => {
    const db = c.get('db');
    const { userId } = c.get('caller');
    const device = db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.userId, userId), eq(devices.deviceId, params.deviceId)))
      .get();
    if (!device) throw new HttpError(404, 'DEVICE_NOT_FOUND');
    db.transaction((tx) => revokeDeviceSessions(tx, userId, params.deviceId, 'DEVICE_REVOKED'));
    return { success: true as const };
  });

  return app;
}
