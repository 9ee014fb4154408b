/** The part of Google Identity Services this app uses (https://developers.google.com/identity/gsi/web). */
interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      size: 'large' | 'medium' | 'small';
      type: 'standard';
      theme: 'outline';
      text: 'signin_with';
      locale: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

let loading: Promise<GoogleId> | null = null;

/** Loads the Google sign-in script once per page. */
export function loadGoogleId(): Promise<GoogleId> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google.accounts.id) : reject(new Error('GIS missing')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** SPEC §9: Google one-tap button heights. */
export const googleButtonHeights = { large: 40, medium: 32, small: 20 } as const;
