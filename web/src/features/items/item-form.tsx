import type { ItemInput, ItemKind } from '@daftar/contracts/endpoints/items';
import { useT } from '../../i18n/use-t.ts';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { useFieldBinder } from '../../ui/fields/field-binder.ts';
import { digitsInput, TextField } from '../../ui/fields/text-field.tsx';
import { type DraftPlace, useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { type ItemFormValues, itemErrorFields, validateItem, withKind } from './item-form-values.ts';
import { ItemIdentityFields } from './item-identity-fields.tsx';
import { ItemPriceFields } from './item-price-fields.tsx';
import './items.css';

export interface ItemFormProps {
  initial: ItemFormValues;
  /** Where its draft is kept: `item` and the record edited (null for a new one, `copy-5` for a copy of item 5). */
  draft: DraftPlace;
  /** The company's categories, suggested under the category box. */
  categories: string[];
  /** The create form mirrors the kind into the URL (formType). */
  onKindChange?(kind: ItemKind): void;
  /** A line above the fields (the copy form says what it copies). */
  note?: string;
  cancelTo: string;
  /** Saves and leaves the form; a rejection with the API's field errors shows them under the fields. */
  onSubmit(input: ItemInput): Promise<void>;
}

/** The create, edit and copy form of an item, validated with the contract's schema before anything is sent. */
export function ItemForm({ initial, draft: place, categories, onKindChange, note, cancelTo, onSubmit }: ItemFormProps) {
  const t = useT();
  const [values, setValues, draft] = useDraftState(initial, place);
  const form = useFormSubmit({
    check: () => validateItem(values),
    send: onSubmit,
    errorFields: itemErrorFields,
    draft,
  });

  const { bind } = useFieldBinder({ values, setValues, errors: form.errors, testIdPrefix: 'item' });
  const fieldProps = { values, bind };

  const isProduct = values.kind === 'PRODUCT';
  return (
    <DraftForm form={form} draft={draft} className="item-form page-card wide" testId="item-form">
      {note && <p className="form-note">{note}</p>}
      <ItemIdentityFields
        {...fieldProps}
        categories={categories}
        onKindChange={(kind) => {
          setValues((current) => withKind(current, kind));
          onKindChange?.(kind);
        }}
      />
      <ItemPriceFields {...fieldProps} />
      {(isProduct || values.barcode !== '') && (
        <fieldset className="form-section">
          <legend>{t('WEB_ITEM_PRODUCT_DETAILS')}</legend>
          <div className="form-grid">
            <TextField
              label={t('WEB_ITEM_BARCODE')}
              hint={t('WEB_ITEM_BARCODE_HINT')}
              {...bind.text('barcode')}
              {...digitsInput}
            />
            {isProduct && (
              <CheckboxField
                label={t('WEB_ITEM_TRACK_STOCK')}
                hint={t('WEB_ITEM_TRACK_STOCK_HINT')}
                {...bind.check('trackStock')}
              />
            )}
          </div>
        </fieldset>
      )}
      <fieldset className="form-section">
        <legend>{t('WEB_ITEM_EINVOICE')}</legend>
        <div className="form-grid">
          <TextField
            label={t('WEB_ITEM_GOODS_SERVICE_ID')}
            hint={t('WEB_ITEM_GOODS_SERVICE_ID_HINT')}
            {...bind.text('goodsServiceId')}
            {...digitsInput}
          />
        </div>
      </fieldset>
      <CheckboxField label={t('WEB_LIST_ACTIVE')} hint={t('WEB_ITEM_ACTIVE_HINT')} {...bind.check('active')} />
      <FormFooter state={form} cancelTo={cancelTo} />
    </DraftForm>
  );
}
