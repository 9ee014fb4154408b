import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { exchangeBankCode } from '../../lib/session/bank-code-exchange.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { Typography } from '../../ui/typography.tsx';

/**
 * /banking/auth: where the banking rules send the user. The bank normally returns with ?code=; the code can also
 * be typed here, and is exchanged for a banking token at once.
 */
export function BankingAuthScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    const ok = await exchangeBankCode(apiClient, code.trim());
    setBusy(false);
    if (ok) navigate('/banking/dashboard');
    else setFailed(true);
  }

  return (
    <form className="page-card" onSubmit={submit}>
      <Typography variant="body2" muted>
        {t('WEB_BANKING_AUTH_HINT')}
      </Typography>
      <TextField
        label={t('WEB_BANKING_CODE')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        dir="ltr"
        required
        error={failed ? t('INVALID_USERNAME_OR_PASSWORD') : undefined}
      />
      <Button type="submit" loading={busy} disabled={!code.trim()}>
        {t('WEB_BANKING_SIGN_IN')}
      </Button>
    </form>
  );
}
