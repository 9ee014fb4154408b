import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { useActiveCompanyId } from '../../lib/session/active-company.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { listTerminalsQuery } from './api.ts';
import { terminalKindKeys, terminalStatusKeys } from './pay-labels.ts';

/**
 * The company's other terminals, from the list /pay already read (SPEC §2: /pay opens only the first), and a new
 * terminal's request. With one terminal there is nothing to switch to, so only the request shows.
 */
export function TerminalSwitcher({ terminalId }: { terminalId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const companyId = useActiveCompanyId();
  const mayWrite = useRoleMay(companyId, 'pay', 'write');
  const terminals = useQuery({ ...listTerminalsQuery(companyId ?? 0), enabled: companyId !== null }).data ?? [];
  const label = (terminal: (typeof terminals)[number]) =>
    [
      terminal.name ?? `${t('WEB_PAGE_TERMINAL')} ${localDigits(String(terminal.id), language)}`,
      terminal.kind && t(terminalKindKeys[terminal.kind]),
      terminal.status === 'REQUESTED' && t(terminalStatusKeys.REQUESTED),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      {terminals.length > 1 && (
        <select
          className="field-control pay-terminal-switch"
          aria-label={t('WEB_PAY_SWITCH_TERMINAL')}
          value={String(terminalId)}
          onChange={(event) => navigate(`/pay/terminals/${event.target.value}`)}
          data-testid="terminal-switch"
        >
          {terminals.map((terminal) => (
            <option key={terminal.id} value={terminal.id}>
              {label(terminal)}
            </option>
          ))}
        </select>
      )}
      {mayWrite && (
        <ButtonLink to="/pay/new" size="sm" variant="outline" data-testid="terminal-new">
          {t('WEB_PAGE_NEW_TERMINAL')}
        </ButtonLink>
      )}
    </>
  );
}
