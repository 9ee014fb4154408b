import type { Terminal } from '@daftar/contracts/endpoints/pay';
import { Outlet, useLoaderData } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { useActiveCompanyId } from '../../lib/session/active-company.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { StatusBadge } from '../../ui/list/status-badge.tsx';
import { Typography } from '../../ui/typography.tsx';
import { terminalKindKeys, terminalStatusKeys } from './pay-labels.ts';
import { TerminalSwitcher } from './terminal-switcher.tsx';
import { useTerminal } from './use-terminal.ts';
import './pay.css';

/**
 * One terminal: its name, kind and status above the terminal's sub-pages. The title comes from the company's list
 * (SPEC §3 documents only the id, so it falls back to the terminal word and its number); the status and settings
 * from the terminal's own call. Beside the settings, a switch to the company's other terminals and a new request.
 */
export function TerminalScreen() {
  const t = useT();
  const { language } = useLanguage();
  const listed = useLoaderData<Terminal>();
  const { terminal } = useTerminal();
  // The settings are a form that saves: not offered to a role that may not write the pay area.
  const mayWrite = useRoleMay(useActiveCompanyId(), 'pay', 'write');
  const title = [
    terminal?.name ?? listed.name ?? `${t('WEB_PAGE_TERMINAL')} ${localDigits(String(listed.id), language)}`,
  ];
  const kind = terminal?.kind ?? listed.kind;
  if (kind) title.push(t(terminalKindKeys[kind]));
  return (
    <>
      <header className="pay-terminal-header">
        <Typography variant="title" data-testid="terminal-name">
          {title.join(' · ')}
        </Typography>
        {terminal && (
          <span data-testid="terminal-status">
            <StatusBadge active={terminal.status === 'ACTIVE'} label={t(terminalStatusKeys[terminal.status])} />
          </span>
        )}
        <div className="pay-terminal-tools">
          <TerminalSwitcher terminalId={listed.id} />
          {mayWrite && (
            <ButtonLink
              to={`/pay/terminals/${listed.id}/settings`}
              size="sm"
              variant="outline"
              data-testid="terminal-settings-link"
            >
              {t('WEB_PAGE_TERMINAL_SETTINGS')}
            </ButtonLink>
          )}
        </div>
      </header>
      <Outlet />
    </>
  );
}
