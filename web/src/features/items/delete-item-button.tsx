import type { Item } from '@daftar/contracts/endpoints/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { removeItemMutation } from './api.ts';

/**
 * Delete, after a confirmation. The API deletes the item, or archives it when other records refer to it; the toast
 * says which, and either way the list is shown next.
 */
export function DeleteItemButton({ item, companyId }: { item: Item; companyId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation(removeItemMutation(queryClient, companyId, item.id));

  async function confirm() {
    try {
      const outcome = await remove.mutateAsync();
      if (outcome === 'DELETED') void notify.success(t('WEB_ITEM_DELETED', { name: item.name }));
      else void notify.info(t('WEB_ITEM_ARCHIVED', { name: item.name }));
      navigate('/items');
    } catch (error) {
      setAsking(false);
      void notify.error(error);
    }
  }

  return (
    <>
      <Button variant="error" size="sm" onClick={() => setAsking(true)} data-testid="item-delete">
        {t('WEB_ACTION_DELETE')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('WEB_ITEM_DELETE_TITLE', { name: item.name })}
        confirmLabel={t('WEB_ACTION_DELETE')}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('WEB_ITEM_DELETE_BODY')}</p>
      </ConfirmDialog>
    </>
  );
}
