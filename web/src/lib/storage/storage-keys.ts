/** The client storage keys of SPEC §3, exactly; every read and write of local storage goes through these names. */
export const storageKeys = {
  accessToken: 'token',
  refreshToken: 'refreshToken',
  businessId: 'businessId',
  deviceInfo: 'deviceInfo',
  bankAuthCode: 'bank_auth_code',
  bankAuthToken: 'bank_auth_token',
  appSetting: 'app-setting',
  translations: 'translations',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
