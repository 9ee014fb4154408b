import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Button } from '../button.tsx';
import type { FormDraft } from './use-form-draft.ts';

/**
 * «Draft from 10:42: restore or discard», at the top of a form that has a draft from an earlier visit. Test ids:
 * `draft-offer`, `draft-restore`, `draft-discard`.
 */
export function DraftOffer<V>({ draft }: { draft: FormDraft<V> }) {
  const t = useT();
  const { language } = useLanguage();
  if (!draft.offer) return null;
  return (
    <div className="draft-offer" role="status" data-testid="draft-offer">
      <span>{t('WEB_DRAFT_OFFER', { time: formatDate(draft.offer.savedAt, language, { withTime: true }) })}</span>
      <Button size="sm" onClick={draft.restore} data-testid="draft-restore">
        {t('WEB_DRAFT_RESTORE')}
      </Button>
      <Button size="sm" variant="outline" onClick={draft.discard} data-testid="draft-discard">
        {t('WEB_DRAFT_DISCARD')}
      </Button>
    </div>
  );
}
