import type { ItemKind } from '@daftar/contracts/endpoints/items';
import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { FieldBinder } from '../../ui/fields/field-binder.ts';
import { TextField } from '../../ui/fields/text-field.tsx';
import type { ItemFormValues } from './item-form-values.ts';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { itemKindKeys } from './item-kind.ts';
import { unitSuggestionKeys } from './unit-suggestions.ts';

/** What each group of the item form's fields gets from the form. */
export interface ItemFieldsProps {
  values: ItemFormValues;
  /** Binds a box to its field (its value, change, error and test id). */
  bind: FieldBinder<ItemFormValues>;
}

export interface ItemIdentityFieldsProps extends ItemFieldsProps {
  categories: string[];
  onKindChange(kind: ItemKind): void;
}

/** Kind and code, the name, then unit and category; unit and category offer suggestions but take any text. */
export function ItemIdentityFields({ values, bind, categories, onKindChange }: ItemIdentityFieldsProps) {
  const t = useT();
  const unitListId = useId();
  const categoryListId = useId();
  return (
    <>
      <div className="form-grid">
        <SegmentedField
          legend={t('WEB_ITEM_KIND')}
          name="kind"
          value={values.kind}
          options={(['SERVICE', 'PRODUCT'] as const).map((kind) => ({ value: kind, label: t(itemKindKeys[kind]) }))}
          onChange={onKindChange}
          testId="item-kind"
        />
        <TextField
          label={t('WEB_ITEM_CODE')}
          hint={t('WEB_ITEM_CODE_HINT')}
          {...bind.text('code')}
          dir="ltr"
          autoComplete="off"
        />
      </div>
      <TextField label={t('WEB_ITEM_NAME')} {...bind.text('name')} required />
      <div className="form-grid">
        <TextField
          label={t('WEB_ITEM_UNIT')}
          hint={t('WEB_ITEM_UNIT_HINT')}
          {...bind.text('unit')}
          required
          list={unitListId}
          autoComplete="off"
        />
        <datalist id={unitListId}>
          {unitSuggestionKeys.map((key) => (
            <option key={key} value={t(key)} />
          ))}
        </datalist>
        <TextField
          label={t('WEB_ITEM_CATEGORY')}
          hint={categories.length > 0 ? t('WEB_ITEM_CATEGORY_HINT') : undefined}
          {...bind.text('category')}
          list={categoryListId}
          autoComplete="off"
        />
        <datalist id={categoryListId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
    </>
  );
}
