import { mobileSchema } from '@daftar/contracts/schemas/common';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { toLatinDigits } from '../../lib/format/digits.ts';
import { requestMobileVerification } from './register-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { holdMobileState } from './mobile-state.ts';
import { RegisterFrame } from './register-frame.tsx';
import { useOneFieldSubmit } from './use-one-field-submit.ts';

/** /register/verify-mobile: a code is texted to the number; the next step is its /otp. */
export function VerifyMobileScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const { submit, error, busy } = useOneFieldSubmit<string>(
    () => {
      const parsed = mobileSchema.safeParse(toLatinDigits(mobile.trim()));
      return parsed.success ? { value: parsed.data } : { refusal: t('INVALID_MOBILE') };
    },
    async (checked) => {
      holdMobileState(await requestMobileVerification(apiClient, checked));
      navigate('/register/verify-mobile/otp');
    },
  );

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
          error={error}
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
