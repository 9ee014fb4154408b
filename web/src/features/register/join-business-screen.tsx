import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { joinBusiness } from './register-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { enterCompany } from './join-company.ts';
import { RegisterFrame } from './register-frame.tsx';

/** /register/join-business: joins a business with the invitation code its owner shares. */
export function JoinBusinessScreen() {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invitationCode = code.trim();
    if (invitationCode.length < 4) {
      setError(t('WEB_INVITATION_CODE_TOO_SHORT'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await enterCompany(queryClient, await joinBusiness(apiClient, invitationCode));
      navigate('/dashboard');
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <RegisterFrame title={t('WEB_REGISTER_JOIN_TITLE')}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('WEB_INVITATION_CODE')}
          hint={t('WEB_INVITATION_CODE_HINT')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error ?? undefined}
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
