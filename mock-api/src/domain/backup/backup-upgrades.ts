import { backupFormat, backupVersion } from '@daftar/contracts/endpoints/company-backup';
import { DomainError } from '../errors.ts';

/** A file as read, before its shape is checked. */
export type RawBackup = Record<string, unknown>;

/** Takes a file of one format version to the next (a renamed table, a split column, a value's new spelling). */
export type BackupUpgrade = (file: RawBackup) => RawBackup;

/**
 * The chain of upgrades, by the version each one starts from: `backupUpgrades[n]` takes version n to n + 1. When the
 * format changes, raise `backupVersion` and add the step from the version before (a test holds the chain whole).
 * Version 1 is the first, so there is none yet.
 */
export const backupUpgrades: Readonly<Record<number, BackupUpgrade>> = {};

const versionPath = [{ path: 'body.backup.version', message: 'BACKUP_VERSION_TOO_NEW' }];

/**
 * Checks what kind of file it is and brings an older version up to `current` through each step in turn. Another
 * kind of file is 400 BACKUP_WRONG_FORMAT; a version newer than this server writes 400 BACKUP_VERSION_TOO_NEW (it
 * may hold what this server cannot keep); no whole version, or a missing step, 400 BACKUP_DAMAGED.
 */
export function upgradeBackup(
  file: RawBackup,
  upgrades: Readonly<Record<number, BackupUpgrade>> = backupUpgrades,
  current: number = backupVersion,
): RawBackup {
  if (file.format !== backupFormat) {
    throw new DomainError('invalid', 'BACKUP_WRONG_FORMAT', [
      { path: 'body.backup.format', message: 'BACKUP_WRONG_FORMAT' },
    ]);
  }
  const version = file.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new DomainError('invalid', 'BACKUP_DAMAGED', [{ path: 'body.backup.version', message: 'BACKUP_DAMAGED' }]);
  }
  if (version > current) throw new DomainError('invalid', 'BACKUP_VERSION_TOO_NEW', versionPath);
  let upgraded = file;
  for (let from = version; from < current; from += 1) {
    const step = upgrades[from];
    if (!step)
      throw new DomainError('invalid', 'BACKUP_DAMAGED', [{ path: 'body.backup.version', message: 'BACKUP_DAMAGED' }]);
    upgraded = { ...step(upgraded), version: from + 1 };
  }
  return upgraded;
}
