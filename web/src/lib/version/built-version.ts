/** The web version this build is (SPEC §9); the update prompt compares the server's webAppVersion with it. */
export const builtWebVersion = 'v2.0.107';
