import { mobileSchema } from '@daftar/contracts/schemas/common';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { toLatinDigits } from '../../lib/format/digits.ts';
import { requestMobileVerification } from './register-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { holdMobileState } from './mobile-state.ts';
import { RegisterFrame } from './register-frame.tsx';

/** /register/verify-mobile: a code is texted to the number; the next step is its /otp. */
export function VerifyMobileScreen() {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mobileSchema.safeParse(toLatinDigits(mobile.trim()));
    if (!parsed.success) {
      setError(t('INVALID_MOBILE'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      holdMobileState(await requestMobileVerification(apiClient, parsed.data));
      navigate('/register/verify-mobile/otp');
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <RegisterFrame title={t('WEB_REGISTER_MOBILE_TITLE')}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('WEB_MOBILE')}
          hint={t('WEB_MOBILE_HINT')}
          type="tel"
          dir="ltr"
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          error={error ?? undefined}
          required
          data-testid="mobile-input"
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('WEB_SEND_CODE')}
        </Button>
      </form>
    </RegisterFrame>
  );
}
