import type { Terminal } from '@daftar/contracts/endpoints/pay';
import { Outlet, useLoaderData } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { Typography } from '../../ui/typography.tsx';

const kindKeys: Record<NonNullable<Terminal['kind']>, string> = {
  shared: 'WEB_TAB_SHARED',
  novin: 'WEB_TAB_NOVIN',
  dedicated: 'WEB_TAB_DEDICATED',
};

/**
 * One terminal: its name and kind above the terminal's sub-pages. SPEC §3 documents only the id, so the title falls
 * back to the terminal word and its number when the API says no more.
 */
export function TerminalScreen() {
  const t = useT();
  const { language } = useLanguage();
  const terminal = useLoaderData<Terminal>();
  const title = [terminal.name ?? `${t('WEB_PAGE_TERMINAL')} ${localDigits(String(terminal.id), language)}`];
  if (terminal.kind) title.push(t(kindKeys[terminal.kind]));
  return (
    <>
      <Typography variant="title" data-testid="terminal-name">
        {title.join(' · ')}
      </Typography>
      <Outlet />
    </>
  );
}
