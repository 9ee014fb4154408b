import { readItem, writeItem } from '../storage/local-store.ts';
import { storageKeys } from '../storage/storage-keys.ts';

/** The active company is the `businessId` of SPEC §3. */
export function activeCompanyId(): number | null {
  const value = Number(readItem(storageKeys.businessId));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function storeActiveCompanyId(companyId: number | null): void {
  writeItem(storageKeys.businessId, companyId === null ? null : String(companyId));
}
