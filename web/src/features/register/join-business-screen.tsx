import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { joinBusiness } from './register-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { enterCompany } from './join-company.ts';
import { RegisterFrame } from './register-frame.tsx';
import { useOneFieldSubmit } from './use-one-field-submit.ts';

/** /register/join-business: joins a business with the invitation code its owner shares. */
export function JoinBusinessScreen() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const { submit, error, busy } = useOneFieldSubmit<string>(
    () => {
      const invitationCode = code.trim();
      return invitationCode.length < 4 ? { refusal: t('WEB_INVITATION_CODE_TOO_SHORT') } : { value: invitationCode };
    },
    async (invitationCode) => {
      await enterCompany(queryClient, await joinBusiness(apiClient, invitationCode));
      navigate('/dashboard');
    },
  );

  return (
    <RegisterFrame title={t('WEB_REGISTER_JOIN_TITLE')}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('WEB_INVITATION_CODE')}
          hint={t('WEB_INVITATION_CODE_HINT')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          dir="ltr"
          required
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('WEB_REGISTER_JOIN_SUBMIT')}
        </Button>
      </form>
    </RegisterFrame>
  );
}
