import type { TerminalKind } from '@daftar/contracts/endpoints/pay-schemas';
import { useT } from '../../i18n/use-t.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { terminalKindKeys } from './pay-labels.ts';

const kinds: [TerminalKind, intro: string][] = [
  ['shared', 'WEB_PAY_REQUEST_SHARED_INTRO'],
  ['novin', 'WEB_PAY_REQUEST_NOVIN_INTRO'],
  ['dedicated', 'WEB_PAY_REQUEST_DEDICATED_INTRO'],
];

/** /pay/new (SPEC §2: where /pay goes without terminals): the three kinds, each with what it is for. */
export function NewTerminalChooser() {
  const t = useT();
  return (
    <div className="pay-kinds" data-testid="terminal-kinds">
      {kinds.map(([kind, intro]) => (
        <section key={kind} className="pay-kind page-card">
          <h2>{t(terminalKindKeys[kind])}</h2>
          <p>{t(intro)}</p>
          <ButtonLink to={kind} variant="outline" data-testid={`terminal-kind-${kind}`}>
            {t('WEB_PAY_CHOOSE_KIND')}
          </ButtonLink>
        </section>
      ))}
    </div>
  );
}
