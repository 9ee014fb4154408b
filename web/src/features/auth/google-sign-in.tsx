import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { googleButtonHeights, loadGoogleId } from './google-script.ts';

const clientId = import.meta.env.VITE_GOOGLE_CLIENT_ID;

export interface GoogleSignInProps {
  /** Signs in with a Google credential (the real one, or the development stand-in). */
  onCredential(credential: string): void;
  /** Offline only: mints the mock API's development credential for the e-mail typed above. */
  onDevelopmentSignIn(): void;
  busy: boolean;
}

function GoogleButton({ onCredential }: Pick<GoogleSignInProps, 'onCredential'>) {
  const host = useRef<HTMLDivElement>(null);
  const { language } = useLanguage();
  useEffect(() => {
    let live = true;
    void loadGoogleId().then((google) => {
      if (!live || !host.current || !clientId) return;
      google.initialize({ client_id: clientId, callback: (response) => onCredential(response.credential) });
      host.current.replaceChildren();
      google.renderButton(host.current, {
        size: 'large',
        type: 'standard',
        theme: 'outline',
        text: 'signin_with',
        locale: language,
      });
    });
    return () => {
      live = false;
    };
  }, [language, onCredential]);
  return <div ref={host} className="google-button" style={{ minBlockSize: googleButtonHeights.large }} />;
}

/**
 * Google sign-in: the real Google Identity Services button when VITE_GOOGLE_CLIENT_ID is set; offline, a
 * development sign-in through the mock API's locally signed credential, so the same server path is exercised.
 */
export function GoogleSignIn({ onCredential, onDevelopmentSignIn, busy }: GoogleSignInProps) {
  const t = useT();
  if (clientId) return <GoogleButton onCredential={onCredential} />;
  return (
    <Button variant="outline" fullWidth loading={busy} onClick={onDevelopmentSignIn} data-testid="dev-google-sign-in">
      {t('WEB_GOOGLE_DEV_SIGN_IN')}
    </Button>
  );
}
