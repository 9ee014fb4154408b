import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { useErrorText } from '../../ui/use-error-text.ts';

/** A record of the bank that could not be read: "not found" for another user's or a made-up id, else the reason. */
export function BankFailure({ error }: { error: unknown }) {
  const t = useT();
  const errorText = useErrorText();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <p className="form-error" role="alert" data-testid="bank-failure">
      {notFound ? errorText(error) : t('WEB_BANKING_LOAD_FAILED')}
    </p>
  );
}
