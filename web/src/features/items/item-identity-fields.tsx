import type { ItemKind } from '@daftar/contracts/endpoints/items';
import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { TextField } from '../../ui/fields/text-field.tsx';
import type { ItemFormValues, ItemField } from './item-form-values.ts';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { itemKindKeys } from './item-kind.ts';
import { unitSuggestionKeys } from './unit-suggestions.ts';

/** What each group of the item form's fields gets from the form. */
export interface ItemFieldsProps {
  values: ItemFormValues;
  set<F extends ItemField>(field: F, value: ItemFormValues[F]): void;
  /** The field's error, translated, or undefined. */
  errorOf(field: ItemField): string | undefined;
}

export interface ItemIdentityFieldsProps extends ItemFieldsProps {
  categories: string[];
  onKindChange(kind: ItemKind): void;
}

/** Kind and code, the name, then unit and category; unit and category offer suggestions but take any text. */
export function ItemIdentityFields({ values, set, errorOf, categories, onKindChange }: ItemIdentityFieldsProps) {
  const t = useT();
  const unitListId = useId();
  const categoryListId = useId();
  return (
    <>
      <div className="item-form-grid">
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
          value={values.code}
          onChange={(event) => set('code', event.target.value)}
          error={errorOf('code')}
          dir="ltr"
          autoComplete="off"
          name="code"
          data-testid="item-code"
        />
      </div>
      <TextField
        label={t('WEB_ITEM_NAME')}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errorOf('name')}
        required
        name="name"
        data-testid="item-name"
      />
      <div className="item-form-grid">
        <TextField
          label={t('WEB_ITEM_UNIT')}
          hint={t('WEB_ITEM_UNIT_HINT')}
          value={values.unit}
          onChange={(event) => set('unit', event.target.value)}
          error={errorOf('unit')}
          required
          list={unitListId}
          autoComplete="off"
          name="unit"
          data-testid="item-unit"
        />
        <datalist id={unitListId}>
          {unitSuggestionKeys.map((key) => (
            <option key={key} value={t(key)} />
          ))}
        </datalist>
        <TextField
          label={t('WEB_ITEM_CATEGORY')}
          hint={categories.length > 0 ? t('WEB_ITEM_CATEGORY_HINT') : undefined}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
          error={errorOf('category')}
          list={categoryListId}
          autoComplete="off"
          name="category"
          data-testid="item-category"
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
