import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { mintDevGoogleCredential, requestSignInCode, signInWithGoogle } from './auth-client.ts';
import { apiClient } from '../../lib/api/client.ts';
import { contracts } from '../../lib/api/contracts.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { AuthFrame } from '../../ui/auth-frame.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { pressShellButton, readShellInput, takeShellNotes } from './login-shell-handoff.ts';
import { holdLoginState } from './login-state.ts';
import { FormError } from '../../ui/fields/form-error.tsx';

/**
 * /otp's chunk (its own since issue 19), fetched while the code is requested. SPEC §8: a failed preload is logged and
 * otherwise ignored (opening /otp loads it again).
 */
function preloadOtp(): void {
  import('./otp/routes.tsx').catch((error: unknown) => console.error('Error preloading route!', error));
}

/** /login: e-mail → a one-time code → /otp; or Google. */
export function LoginScreen() {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // What was typed or pressed in index.html's sign-in shell before this screen replaced it (issue 19).
  const [shell] = useState(readShellInput);
  const [email, setEmail] = useState(shell?.email ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'code' | 'google' | null>(null);

  async function validEmail(): Promise<string | null> {
    const parsed = (await contracts.common()).emailSchema.safeParse(email);
    setFieldError(parsed.success ? null : t(parsed.error.issues[0]?.message ?? 'INVALID_EMAIL'));
    return parsed.success ? parsed.data : null;
  }

  async function run(kind: 'code' | 'google', action: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(null);
    }
  }

  function requestCode(event: FormEvent) {
    event.preventDefault();
    void validEmail().then((address) => {
      if (!address) return;
      void run('code', async () => {
        preloadOtp();
        holdLoginState(await requestSignInCode(apiClient, address));
        navigate('/otp');
      });
    });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: run only reads state setters
  const withGoogle = useCallback(
    (credential: string) =>
      void run('google', async () => {
        // The device module loads on sign-in, not with the screen (issue 19: /login's first load).
        const { deviceInfo } = await import('../../lib/session/device-info.ts');
        navigate(completeSignIn(queryClient, await signInWithGoogle(apiClient, credential, deviceInfo())));
      }),
    [navigate, queryClient],
  );

  // What the shell noted up to this screen's first commit: a later e-mail is taken first, and the press is made again
  // once the screen shows that e-mail (the submit handler reads the rendered state).
  // A layout effect: it runs in the commit's own task, so a key pressed right after the shell went lands in the
  // e-mail box it focuses, not on the page.
  const [replay, setReplay] = useState<number | null>(null);
  const emailBox = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit (shell is initial state)
  useLayoutEffect(() => {
    if (!shell) return;
    const notes = takeShellNotes();
    if (notes.focused && (document.activeElement === null || document.activeElement === document.body))
      emailBox.current?.focus();
    if (notes.email !== null) setEmail(notes.email);
    if (notes.pressed !== null) setReplay(notes.pressed);
  }, []);
  useEffect(() => {
    if (replay !== null) pressShellButton(replay);
  }, [replay]);

  function developmentSignIn() {
    void validEmail().then((address) => {
      if (address) void run('google', async () => withGoogle(await mintDevGoogleCredential(apiClient, address)));
    });
  }

  return (
    <AuthFrame title={t('WEB_LOGIN_TITLE')}>
      <form onSubmit={requestCode} noValidate>
        <TextField
          label={t('WEB_EMAIL')}
          type="email"
          dir="ltr"
          autoComplete="email"
          autoFocus={shell?.focused}
          ref={emailBox}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError ?? undefined}
          required
          data-testid="login-email"
        />
        <FormError text={error} testId="login-error" />
        <Button type="submit" fullWidth loading={busy === 'code'} disabled={busy !== null} data-testid="login-submit">
          {t('WEB_LOGIN_SEND_CODE')}
        </Button>
      </form>
      <div className="auth-divider">{t('WEB_OR')}</div>
      <GoogleSignIn onCredential={withGoogle} onDevelopmentSignIn={developmentSignIn} busy={busy === 'google'} />
    </AuthFrame>
  );
}
