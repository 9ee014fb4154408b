import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { requestSignInCode, verifySignInCode } from '../auth-client.ts';
import { apiClient } from '../../../lib/api/client.ts';
import { deviceInfo } from '../../../lib/session/device-info.ts';
import { AuthFrame } from '../../../ui/auth-frame.tsx';
import { CodeEntry } from '../../../ui/code-entry.tsx';
import { useHeldCode } from '../../../ui/use-held-code.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import { heldLoginState, holdLoginState } from '../login-state.ts';

/** /otp: the e-mailed six-digit code (reached only with a held login state; see the route's guard). */
export function OtpScreen() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state, resendAt, resend } = useHeldCode(heldLoginState, async (held) =>
    holdLoginState(await requestSignInCode(apiClient, held.email)),
  );
  if (!state) return null;

  async function verify(code: string) {
    if (!state) return;
    const pair = await verifySignInCode(apiClient, {
      email: state.email,
      verificationCode: state.verificationCode,
      code,
      deviceInfo: deviceInfo(),
    });
    navigate(completeSignIn(queryClient, pair));
  }

  return (
    <AuthFrame title={state.fellow ? t('WEB_OTP_TITLE') : t('WEB_OTP_TITLE_NEW_USER')}>
      <CodeEntry
        key={state.verificationCode}
        target={state.email}
        resendAt={resendAt}
        verify={verify}
        resend={resend}
        onBack={() => navigate('/login')}
      />
    </AuthFrame>
  );
}
