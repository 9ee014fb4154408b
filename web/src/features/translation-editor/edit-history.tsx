import { useQuery } from '@tanstack/react-query';
import { toPersianDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { useLanguage } from '../../i18n/language-context.tsx';
import { directionOf, languageNameKeys } from '../../i18n/languages.ts';
import { translationHistoryQuery } from './translation-maps.ts';
import { useEditorT, usePlainT } from './use-editor-t.ts';

function Value({ text, language }: { text: string | null; language: 'fa' | 'en' }) {
  const et = useEditorT();
  if (!text) return <span className="translation-history-empty">{et('WEB_TRANSLATION_EMPTY_VALUE')}</span>;
  return (
    <q lang={language} dir={directionOf(language)}>
      {text}
    </q>
  );
}

/** Beyond the spec: who changed which language of the key, when, from what and to what; newest first. */
export function EditHistory({ translationKey }: { translationKey: string }) {
  const et = useEditorT();
  const plain = usePlainT();
  const { language } = useLanguage();
  const { data, isPending, isError } = useQuery(translationHistoryQuery(translationKey));
  return (
    <details className="translation-history" data-testid="translation-history">
      <summary>
        {et('WEB_TRANSLATION_HISTORY')}
        {data ? ` (${language === 'fa' ? toPersianDigits(data.length) : data.length})` : ''}
      </summary>
      {isPending && <p>{et('WEB_TRANSLATION_LOADING')}</p>}
      {isError && <p>{et('WEB_TRANSLATION_HISTORY_FAILED')}</p>}
      {data?.length === 0 && <p>{et('WEB_TRANSLATION_HISTORY_EMPTY')}</p>}
      {data && data.length > 0 && (
        <ol className="translation-history-list">
          {data.map((change) => (
            <li key={`${change.changedAt}-${change.lang}`} data-testid="translation-history-entry">
              <div className="translation-history-meta">
                <strong>{plain(languageNameKeys[change.lang])}</strong>
                <bdi>{change.changedBy}</bdi>
                <time dateTime={change.changedAt}>{formatDate(change.changedAt, language, { withTime: true })}</time>
              </div>
              <div className="translation-history-change">
                <Value text={change.oldValue} language={change.lang} />
                <span aria-hidden="true">{language === 'fa' ? ' ← ' : ' → '}</span>
                <Value text={change.newValue} language={change.lang} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
