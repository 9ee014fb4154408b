/**
 * The app-version answer with one field of another type, `translationVersion` a string where the contract has an
 * integer: what a provider or a real API that broke the contract answers.
 */
export const driftedAppVersion = (translationVersion: string) => ({
  success: true,
  itemInfo: {
    appVersion: 'v2.0.0',
    forceUpdate: false,
    dashboardStructureTimeStamp: 0,
    translationVersion,
    webAppVersion: 'v2.0.107',
  },
});
