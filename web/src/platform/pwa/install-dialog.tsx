import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { Typography } from '../../ui/typography.tsx';
import { promptInstall, useInstallState } from './install-prompt.ts';

/**
 * SPEC §2/§4 install dialog: open by itself while the app is installable and not installed; Install shows the
 * browser's prompt and closes, Cancel closes (until the next visit).
 */
export function InstallDialog({ suppressed = false }: { suppressed?: boolean }) {
  const t = useT();
  const { state } = useInstallState();
  const [cancelled, setCancelled] = useState(false);
  const open = state === 'installable' && !cancelled && !suppressed;

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
      <Typography variant="body1">{t('WEB_INSTALL_DESCRIPTION')}</Typography>
      <Typography variant="body2" muted>
        {t('WEB_INSTALL_OFFLINE_HINT')}
      </Typography>
    </Modal>
  );
}
