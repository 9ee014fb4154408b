import { toPersianDigits } from '../../lib/format/digits.ts';
import { useLanguage } from '../../i18n/language-context.tsx';
import { directionOf, languageNameKeys, type Language } from '../../i18n/languages.ts';
import { useEditorT, usePlainT } from './use-editor-t.ts';

interface LanguageBoxProps {
  language: Language;
  value: string;
  missing: boolean;
  loading: boolean;
  autoFocus: boolean;
  onChange(value: string): void;
}

/**
 * SPEC §2: one 3-row box per language with a character counter; the Persian one right-to-left and right-aligned.
 * No validation (§5): any text, empty included, may be saved; its length is only counted.
 */
export function LanguageBox({ language, value, missing, loading, autoFocus, onChange }: LanguageBoxProps) {
  const et = useEditorT();
  const plain = usePlainT();
  const { language: shown } = useLanguage();
  const id = `translation-value-${language}`;
  const count = [...value].length;
  return (
    <div className="translation-box">
      <div className="translation-box-head">
        <label htmlFor={id}>{plain(languageNameKeys[language])}</label>
        {missing && (
          <span className="translation-missing-badge" data-testid={`translation-missing-${language}`}>
            {et('WEB_TRANSLATION_MISSING')}
          </span>
        )}
      </div>
      <textarea
        id={id}
        className="translation-control translation-box-input"
        rows={3}
        lang={language}
        dir={directionOf(language)}
        value={value}
        readOnly={loading}
        aria-busy={loading || undefined}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        data-autofocus={autoFocus || undefined}
        data-testid={`translation-value-${language}`}
      />
      <p id={`${id}-count`} className="translation-box-count" data-testid={`translation-count-${language}`}>
        {et('WEB_TRANSLATION_CHARACTERS', { count: shown === 'fa' ? toPersianDigits(count) : String(count) })}
      </p>
    </div>
  );
}
