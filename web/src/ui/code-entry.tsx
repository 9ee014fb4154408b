import { type FormEvent, useState } from 'react';
import { useLanguage } from '../i18n/language-context.tsx';
import { useT } from '../i18n/use-t.ts';
import { toPersianDigits } from '../lib/format/digits.ts';
import { Button } from './button.tsx';
import { Typography } from './typography.tsx';
import { OtpInput } from './otp-input.tsx';
import { formatSeconds, useCountdown } from './use-countdown.ts';
import { useErrorText } from './use-error-text.ts';
import { FormError } from './fields/form-error.tsx';

export interface CodeEntryProps {
  /** Where the code was sent (an e-mail or a mobile number). */
  target: string;
  /** When the code may be requested again (now + validInMinute). */
  resendAt: number;
  verify(code: string): Promise<void>;
  resend(): Promise<void>;
  onBack(): void;
}

/** The six-digit code step of sign-in and of mobile verification: entry, submit, resend after the countdown. */
export function CodeEntry({ target, resendAt, verify, resend, onBack }: CodeEntryProps) {
  const t = useT();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seconds = useCountdown(resendAt);
  const { language } = useLanguage();
  const remaining = language === 'fa' ? toPersianDigits(formatSeconds(seconds)) : formatSeconds(seconds);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() => verify(code));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Typography variant="body2" muted>
        {t('WEB_OTP_SENT_TO')} <bdi data-testid="otp-target">{target}</bdi>
      </Typography>
      <OtpInput value={code} onChange={setCode} disabled={busy} invalid={Boolean(error)} />
      <FormError text={error} testId="otp-error" />
      <Button type="submit" fullWidth loading={busy} disabled={code.length !== 6}>
        {t('WEB_OTP_CONFIRM')}
      </Button>
      <div className="form-actions">
        <Button
          variant="text"
          size="sm"
          data-testid="otp-resend"
          disabled={seconds > 0 || busy}
          onClick={() => void run(() => resend().then(() => setCode('')))}
        >
          {seconds > 0 ? t('WEB_OTP_RESEND_IN', { time: remaining }) : t('WEB_OTP_RESEND')}
        </Button>
        <Button variant="text" size="sm" onClick={onBack}>
          {t('WEB_OTP_CHANGE_TARGET')}
        </Button>
      </div>
    </form>
  );
}
