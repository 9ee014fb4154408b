import type { Terminal } from '@daftar/contracts/endpoints/pay';
import { Outlet, useLoaderData } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Typography } from '../../ui/typography.tsx';

const kindKeys: Record<Terminal['kind'], string> = {
  shared: 'WEB_TAB_SHARED',
  novin: 'WEB_TAB_NOVIN',
  dedicated: 'WEB_TAB_DEDICATED',
};

/** One terminal: its name and kind above the terminal's sub-pages. */
export function TerminalScreen() {
  const t = useT();
  const terminal = useLoaderData<Terminal>();
  return (
    <>
      <Typography variant="title" data-testid="terminal-name">
        {terminal.name} · {t(kindKeys[terminal.kind])}
      </Typography>
      <Outlet />
    </>
  );
}
