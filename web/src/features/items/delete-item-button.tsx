import type { Item } from '@daftar/contracts/endpoints/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { ConfirmButton } from '../../ui/modal/confirm-button.tsx';
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
  const remove = useMutation(removeItemMutation(queryClient, companyId, item.id));
  return (
    <ConfirmButton
      label={t('WEB_ACTION_DELETE')}
      title={t('WEB_ITEM_DELETE_TITLE', { name: item.name })}
      busy={remove.isPending}
      run={async () => {
        const outcome = await remove.mutateAsync();
        if (outcome === 'DELETED') void notify.success(t('WEB_ITEM_DELETED', { name: item.name }));
        else void notify.info(t('WEB_ITEM_ARCHIVED', { name: item.name }));
        navigate('/items');
      }}
      size="sm"
      testId="item-delete"
    >
      <p>{t('WEB_ITEM_DELETE_BODY')}</p>
    </ConfirmButton>
  );
}
