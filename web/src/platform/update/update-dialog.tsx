import { useState } from 'react';
import { bundleAreaTexts } from '../../i18n/i18n.ts';
import { parseTextTable } from '@daftar/contracts/translations/parse-text-table';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { Typography } from '../../ui/typography.tsx';
import { applyUpdate } from './apply-update.ts';
import { updateAvailable } from './update-available.ts';
import updateTexts from './translations.tsv?raw';

// Its texts come with its chunk; the server's and a stored map's win (i18n.ts bundleAreaTexts).
bundleAreaTexts(parseTextTable(updateTexts, 'platform/update/translations.tsv'));

export interface UpdateDialogProps {
  /** The deployed web version (the SPA host's version.json, itemInfo.webAppVersion), once known. */
  serverVersion: string | undefined;
  /** The app setting's forceUpdate (SPEC §3): the update cannot be put off — no CANCEL, no Escape, no overlay click. */
  forced?: boolean;
}

/** SPEC §2/§4 update dialog: CANCEL closes it for this visit (unless forced); UPDATE clears the caches and reloads. */
export function UpdateDialog({ serverVersion, forced = false }: UpdateDialogProps) {
  const t = useT();
  const [cancelled, setCancelled] = useState(false);
  const [updating, setUpdating] = useState(false);
  const open = updateAvailable(serverVersion) && !cancelled;

  function update() {
    setUpdating(true);
    void applyUpdate();
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => setCancelled(!next)}
      title={t('UPDATE_AVAILABLE_TITLE')}
      dismissible={!updating && !forced}
      hideCloseButton={forced}
      footer={
        <>
          {!forced && (
            <Button variant="outline" onClick={() => setCancelled(true)} disabled={updating}>
              {t('CANCEL')}
            </Button>
          )}
          <Button onClick={update} loading={updating} data-autofocus>
            {updating ? t('WEB_UPDATE') : t('UPDATE')}
          </Button>
        </>
      }
    >
      <Typography variant="body1">{t('UPDATE_AVAILABLE_DESCRIPTION')}</Typography>
    </Modal>
  );
}
