import { useEffect, useState } from 'react';
import { bundleAreaTexts } from '../../i18n/i18n.ts';
import { parseTextTable } from '@daftar/contracts/translations/parse-text-table';
import { whenIdle } from '../../lib/when-idle.ts';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { Typography } from '../../ui/typography.tsx';
import { promptInstall, useInstallState } from './install-prompt.ts';
import './install-dialog.css';
import installTexts from './translations.tsv?raw';

// Its texts come with its chunk; the server's and a stored map's win (i18n.ts bundleAreaTexts).
bundleAreaTexts(parseTextTable(installTexts, 'platform/pwa/translations.tsv'));

/**
 * True from the first idle moment after this mounts. The browser offers installation while a first visit is still
 * loading: opened at once, the dialog's render and focus shared the page's busiest tasks.
 */
function useIdleSinceMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * SPEC §2/§4 install dialog: open by itself while the app is installable and not installed; Install shows the
 * browser's prompt and closes, Cancel closes (until the next visit). As SPEC §2 has it, the body is not fully shown:
 * its sentences open from a short «Why install?» (issue 19: the dialog opens by itself during /login's load, and its
 * full text was the page's largest paint, LCP 4.6 s, where the sign-in screen's own paints at about 1 s).
 */
export function InstallDialog({ suppressed = false }: { suppressed?: boolean }) {
  const t = useT();
  const { state } = useInstallState();
  const [cancelled, setCancelled] = useState(false);
  const idle = useIdleSinceMount();
  const open = state === 'installable' && idle && !cancelled && !suppressed;

  async function install() {
    try {
      await promptInstall();
    } catch (error) {
      console.error('install: the browser prompt failed', error);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => setCancelled(!next)}
      title={t('WEB_INSTALL_TITLE')}
      footer={
        <>
          <Button variant="outline" onClick={() => setCancelled(true)}>
            {t('CANCEL')}
          </Button>
          <Button variant="daftarPrimary" onClick={install} data-autofocus>
            {t('WEB_INSTALL')}
          </Button>
        </>
      }
    >
      <details className="install-why">
        <summary>{t('WEB_INSTALL_WHY')}</summary>
        <Typography variant="body1">{t('WEB_INSTALL_DESCRIPTION')}</Typography>
        <Typography variant="body2" muted>
          {t('WEB_INSTALL_OFFLINE_HINT')}
        </Typography>
      </details>
    </Modal>
  );
}
