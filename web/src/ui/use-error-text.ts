import { useLanguage } from '../i18n/language-context.tsx';
import { useTranslateText } from '../i18n/use-t.ts';
import { ApiError } from '../lib/api/http-error.ts';
import { formatCivilDate } from '../lib/format/format-civil-date.ts';
import { errorMessage } from './toast/error-message.ts';

/** The locked period a 409 PERIOD_LOCKED names (its `lockedFrom` and `lockedTo`), if the error is one. */
function lockedPeriodOf(error: unknown): { from: string; to: string } | null {
  if (!(error instanceof ApiError) || error.serverMessage !== 'PERIOD_LOCKED') return null;
  const at = (path: string) => error.fieldErrors.find((field) => field.path === path)?.message;
  const from = at('lockedFrom');
  const to = at('lockedTo');
  return from && to ? { from, to } : null;
}

/**
 * An error shown inline (under a form, in a list's failure panel): the §8 message (server code, 'problem' or the
 * error's text), translated; a refusal in a locked period also names the period, in the reader's calendar.
 */
export function useErrorText(): (error: unknown) => string {
  const translate = useTranslateText();
  const { language } = useLanguage();
  return (error) => {
    const text = translate(errorMessage(error));
    const locked = lockedPeriodOf(error);
    if (!locked) return text;
    return `${text} (${formatCivilDate(locked.from, language)} – ${formatCivilDate(locked.to, language)})`;
  };
}
