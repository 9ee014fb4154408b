import { useLanguage } from '../i18n/language-context.tsx';
import { languageNameKeys, languages } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import './language-switch.css';

/** fa | en; the chosen language is saved in the user's preferences by the shell when signed in. */
export function LanguageSwitch() {
  const t = useT();
  const { language, setLanguage, switching } = useLanguage();
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('WEB_LANGUAGE')}</legend>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          disabled={switching}
          onClick={() => void setLanguage(option)}
          data-testid={`language-${option}`}
        >
          {t(languageNameKeys[option])}
        </button>
      ))}
    </fieldset>
  );
}
