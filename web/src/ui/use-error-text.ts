import { useTranslateText } from '../i18n/use-t.ts';
import { errorMessage } from './toast/error-message.ts';

/**
 * An error shown inline (under a form, in a list's failure panel): the §8 message (server code, 'problem' or the
 * error's text), translated.
 */
export function useErrorText(): (error: unknown) => string {
  const translate = useTranslateText();
  return (error) => translate(errorMessage(error));
}
