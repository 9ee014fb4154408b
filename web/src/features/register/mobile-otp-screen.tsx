import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { confirmMobile, requestMobileVerification } from './register-client.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { useHeldCode } from '../../ui/use-held-code.ts';
import { heldMobileState, holdMobileState, releaseMobileState } from './mobile-state.ts';
import { RegisterFrame } from './register-frame.tsx';

/** /register/verify-mobile/otp: the texted code (reached only with a held mobile state; see the guard). */
export function MobileOtpScreen() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state, resendAt, resend } = useHeldCode(heldMobileState, async (held) =>
    holdMobileState(await requestMobileVerification(apiClient, held.mobile)),
  );
  if (!state) return null;

  async function verify(code: string) {
    if (!state) return;
    await confirmMobile(apiClient, { mobile: state.mobile, verificationId: state.verificationId, code });
    releaseMobileState();
    await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    notify.success('WEB_MOBILE_VERIFIED_DONE');
    navigate('/register');
  }

  return (
    <RegisterFrame title={t('WEB_REGISTER_MOBILE_TITLE')}>
      <CodeEntry
        key={state.verificationId}
        target={state.mobile}
        resendAt={resendAt}
        verify={verify}
        resend={resend}
        onBack={() => navigate('/register/verify-mobile')}
      />
    </RegisterFrame>
  );
}
