/// <reference types="vite/client" />

/** Build-time settings the platform reads (documented in platform/INTEGRATION.md). */
interface ImportMetaEnv {
  /** Unleash frontend API key, sent raw in `authorization`; the mock API's dev key by default. */
  readonly VITE_UNLEASH_FRONTEND_KEY?: string;
  /** Seconds between flag polls; 900 (15 minutes, SPEC §9) by default. Tests use a few seconds. */
  readonly VITE_FLAGS_REFRESH_SECONDS?: string;
  /** The session-replay analytics tag's script URL; unset (the default) loads nothing. */
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
}
