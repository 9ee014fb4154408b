import { useLanguage } from './language-context.tsx';
import { languageNameKeys, languages } from './languages.ts';
import { useT } from './use-t.ts';
import './language-switch.css';

/**
 * Persian / English switch: a labelled group of two toggle buttons, each language named in its own script and
 * marked with its lang so screen readers pronounce it right.
 */
export function LanguageSwitch() {
  const t = useT();
  const { language, switching, setLanguage } = useLanguage();
  return (
    <fieldset className="language-switch" aria-label={t('WEB_LANGUAGE')} aria-busy={switching || undefined}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch-option"
          aria-pressed={option === language}
          disabled={switching}
          onClick={() => void setLanguage(option)}
        >
          {t(languageNameKeys[option])}
        </button>
      ))}
    </fieldset>
  );
}
