import type { ItemInput } from '@daftar/contracts/endpoints/items';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { createItemMutation, listItemCategoriesQuery, nextItemCodeQuery, updateItemMutation } from './api.ts';
import type { ItemFormType } from './form-type.ts';
import { copyItemValues, itemValues, emptyItemValues } from './item-form-values.ts';
import { ItemForm } from './item-form.tsx';
import { useItemRecord } from './use-item-record.ts';

const noCategories: string[] = [];

/** The categories and a save that creates an item, then opens it; shared by the create and copy forms. */
function useCreateItem(companyId: number) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery(listItemCategoriesQuery(companyId)).data ?? noCategories;
  const create = useMutation(createItemMutation(queryClient, companyId));
  const save = async (input: ItemInput) => {
    const created = await create.mutateAsync(input);
    void notify.success(t('WEB_ITEM_CREATED', { name: created.name }));
    navigate(`/items/${created.id}`);
  };
  return { categories, save };
}

/** /items/create?formType=PRODUCT|SERVICE: a new item under the next free code; the kind switch updates formType. */
export function CreateItemScreen() {
  const { language } = useLanguage();
  const { formType } = useLoaderData<{ formType: ItemFormType }>();
  const [, setSearchParams] = useSearchParams();
  const companyId = requireActiveCompanyId();
  // Without a suggestion (the call failed) the code is left empty and the server gives the next one on save.
  const nextCode = useQuery(nextItemCodeQuery(companyId)).data ?? '';
  const { categories, save } = useCreateItem(companyId);
  return (
    <ItemForm
      initial={emptyItemValues(formType, nextCode, language)}
      draft={{ form: 'item', recordId: null }}
      categories={categories}
      onKindChange={(kind) => setSearchParams({ formType: kind }, { replace: true })}
      cancelTo="/items"
      onSubmit={save}
    />
  );
}

/** /items/{id}/edit: the item's fields; saving replaces them and goes back to the item. */
export function EditItemScreen() {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { companyId, id, record } = useItemRecord();
  const categories = useQuery(listItemCategoriesQuery(companyId)).data ?? noCategories;
  const update = useMutation(updateItemMutation(queryClient, companyId, id));
  if (!record) return null;
  const save = async (input: ItemInput) => {
    const saved = await update.mutateAsync(input);
    void notify.success(t('WEB_ITEM_SAVED', { name: saved.name }));
    navigate(`/items/${id}`);
  };
  return (
    <ItemForm
      key={record.id}
      initial={itemValues(record, language)}
      draft={{ form: 'item', recordId: record.id }}
      categories={categories}
      cancelTo={`/items/${id}`}
      onSubmit={save}
    />
  );
}

/** /items/{id}/copy: a create form holding every field of the item under a new code; saving adds a new item. */
export function CopyItemScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { companyId, id, record } = useItemRecord();
  const nextCode = useQuery(nextItemCodeQuery(companyId)).data ?? '';
  const { categories, save } = useCreateItem(companyId);
  if (!record) return null;
  return (
    <ItemForm
      key={record.id}
      initial={copyItemValues(record, nextCode, language)}
      draft={{ form: 'item', recordId: `copy-${record.id}` }}
      categories={categories}
      note={t('WEB_ITEM_COPY_NOTE', { name: record.name })}
      cancelTo={`/items/${id}`}
      onSubmit={save}
    />
  );
}
