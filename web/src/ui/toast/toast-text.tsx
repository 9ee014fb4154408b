import { useTranslateText } from '../../i18n/use-t.ts';

/** A toast's text, translated word by word (SPEC §8) and again whenever the language changes. */
export function ToastText({ text }: { text: string }) {
  const translate = useTranslateText();
  return <>{translate(text)}</>;
}
