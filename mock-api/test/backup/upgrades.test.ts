import { backupVersion } from '@daftar/contracts/endpoints/company-backup';
import { describe, expect, it } from 'vitest';
import { backupUpgrades, upgradeBackup } from '../../src/domain/backup/backup-upgrades.ts';
import { DomainError } from '../../src/domain/errors.ts';

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
  return 'none';
};

describe('older backup files, brought up to the current format', () => {
  it('has a step from every earlier version to the next', () => {
    const missing = Array.from({ length: backupVersion - 1 }, (_, index) => index + 1).filter(
      (version) => !Object.hasOwn(backupUpgrades, version),
    );
    expect(missing).toEqual([]);
  });

  it('runs each step in turn from the file’s version, and none for a current file', () => {
    const steps = {
      1: (file: Record<string, unknown>) => ({ ...file, tables: { renamed: (file.tables as { old: unknown }).old } }),
      2: (file: Record<string, unknown>) => ({ ...file, steps: [...((file.steps as string[]) ?? []), 'two'] }),
    };
    const old = { format: 'daftar-company', version: 1, tables: { old: [1] } };
    expect(upgradeBackup(old, steps, 3)).toEqual({
      format: 'daftar-company',
      version: 3,
      tables: { renamed: [1] },
      steps: ['two'],
    });
    expect(upgradeBackup({ ...old, version: 3 }, steps, 3)).toEqual({ ...old, version: 3 });
  });

  it('refuses another kind of file, a newer version, and a version with no way up', () => {
    expect(codeOf(() => upgradeBackup({ format: 'sepidar', version: 1 }))).toBe('BACKUP_WRONG_FORMAT');
    expect(codeOf(() => upgradeBackup({ format: 'daftar-company', version: backupVersion + 1 }))).toBe(
      'BACKUP_VERSION_TOO_NEW',
    );
    expect(codeOf(() => upgradeBackup({ format: 'daftar-company', version: '1' }))).toBe('BACKUP_DAMAGED');
    expect(codeOf(() => upgradeBackup({ format: 'daftar-company', version: 1 }, {}, 2))).toBe('BACKUP_DAMAGED');
  });
});
