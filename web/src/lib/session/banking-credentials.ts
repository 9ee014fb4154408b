import { readItem, removeItem, writeItem } from '../storage/local-store.ts';
import { storageKeys } from '../storage/storage-keys.ts';

export const bankToken = (): string | null => readItem(storageKeys.bankAuthToken);
export const bankCode = (): string | null => readItem(storageKeys.bankAuthCode);

/** SPEC §4: setting the banking token to empty or the text 'null' removes it (a missing header reads as 'null'). */
export function storeBankToken(token: string | null | undefined): void {
  writeItem(storageKeys.bankAuthToken, token === 'null' ? null : token);
}

export function storeBankCode(code: string | null | undefined): void {
  writeItem(storageKeys.bankAuthCode, code === 'null' ? null : code);
}

export function clearBankingCredentials(): void {
  removeItem(storageKeys.bankAuthToken);
  removeItem(storageKeys.bankAuthCode);
}
