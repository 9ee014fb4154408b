import { readItem, removeItem, writeItem } from '../storage/local-store.ts';
import { storageKeys } from '../storage/storage-keys.ts';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export const accessToken = (): string | null => readItem(storageKeys.accessToken);
export const refreshToken = (): string | null => readItem(storageKeys.refreshToken);

/** Both tokens are replaced together after sign-in and after every refresh (SPEC §4). */
export function storeTokens(pair: TokenPair): void {
  writeItem(storageKeys.accessToken, pair.token);
  writeItem(storageKeys.refreshToken, pair.refreshToken);
}

export function dropAccessToken(): void {
  removeItem(storageKeys.accessToken);
}

export function dropRefreshToken(): void {
  removeItem(storageKeys.refreshToken);
}

/** Sign-out and failed refresh: no token of the old session may be sent again. */
export function clearSession(): void {
  dropAccessToken();
  dropRefreshToken();
}
