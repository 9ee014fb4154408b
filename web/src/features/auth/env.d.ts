/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google OAuth client id; when set, /login shows the real Google Identity Services button. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}
