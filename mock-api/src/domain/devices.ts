import { and, desc, eq } from 'drizzle-orm';
import type { Device } from '@daftar/contracts/endpoints/users';
import type { Db, Queryable } from '@daftar/db/client';
import { devices } from '@daftar/db/schema/devices';
import type { Caller } from '../auth/access-token.ts';
import { DomainError } from './errors.ts';
import { revokeDeviceSessions } from './sessions.ts';
import { firstId } from './owned-row.ts';

/** The user's devices, most recently seen first; `current` marks the one calling. */
export function listDevices(db: Queryable, caller: Caller): Device[] {
  const rows = db
    .select()
    .from(devices)
    .where(eq(devices.userId, caller.userId))
    .orderBy(desc(devices.lastSeenAt))
    .all();
  return rows.map(({ id: _id, userId: _userId, revokedAt, ...device }) => ({
    ...device,
    current: device.deviceId === caller.deviceId,
    active: revokedAt === null,
  }));
}

/** Signs a device of the user out: every session on it ends, in one transaction; another user's device is 404. */
export function removeDevice(db: Db, userId: number, deviceId: string): void {
  db.transaction((tx) => {
    const device = firstId(tx, devices.id, and(eq(devices.userId, userId), eq(devices.deviceId, deviceId)));
    if (!device) throw new DomainError('not-found', 'DEVICE_NOT_FOUND');
    revokeDeviceSessions(tx, userId, deviceId, 'DEVICE_REVOKED');
  });
}
