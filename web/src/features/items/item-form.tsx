import type { ItemInput, ItemKind } from '@daftar/contracts/endpoints/items';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { apiFieldErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useErrorText } from '../common/use-error-text.ts';
import { type ItemDraft, type ItemField, itemErrorFields, validateItemDraft, withKind } from './item-draft.ts';
import { ItemIdentityFields } from './item-identity-fields.tsx';
import { ItemPriceFields } from './item-price-fields.tsx';
import './items.css';

export interface ItemFormProps {
  initial: ItemDraft;
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
export function ItemForm({ initial, categories, onKindChange, note, cancelTo, onSubmit }: ItemFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit the first field to fix takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <F extends ItemField>(field: F, value: ItemDraft[F]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const errorOf = (field: ItemField) => (errors[field] ? t(errors[field]) : undefined);
  const fieldProps = { draft, set, errorOf };

  function refuse(found: FieldErrors) {
    setErrors(found);
    setAttempt((count) => count + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validateItemDraft(draft);
    if (!checked.ok) return refuse(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(checked.input);
    } catch (error) {
      const found = apiFieldErrors(error, itemErrorFields);
      if (found) refuse(found);
      else setFailure(errorText(error));
      setBusy(false);
    }
  }

  const isProduct = draft.kind === 'PRODUCT';
  return (
    <form ref={form} className="item-form page-card" onSubmit={submit} noValidate data-testid="item-form">
      {note && <p className="item-form-note">{note}</p>}
      <ItemIdentityFields
        {...fieldProps}
        categories={categories}
        onKindChange={(kind) => {
          setDraft((current) => withKind(current, kind));
          onKindChange?.(kind);
        }}
      />
      <ItemPriceFields {...fieldProps} />
      {(isProduct || draft.barcode !== '') && (
        <fieldset className="item-form-section">
          <legend>{t('WEB_ITEM_PRODUCT_DETAILS')}</legend>
          <div className="item-form-grid">
            <TextField
              label={t('WEB_ITEM_BARCODE')}
              hint={t('WEB_ITEM_BARCODE_HINT')}
              value={draft.barcode}
              onChange={(event) => set('barcode', event.target.value)}
              error={errorOf('barcode')}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              name="barcode"
              data-testid="item-barcode"
            />
            {isProduct && (
              <CheckboxField
                label={t('WEB_ITEM_TRACK_STOCK')}
                hint={t('WEB_ITEM_TRACK_STOCK_HINT')}
                checked={draft.trackStock}
                onChange={(event) => set('trackStock', event.target.checked)}
                name="trackStock"
                data-testid="item-track-stock"
              />
            )}
          </div>
        </fieldset>
      )}
      <CheckboxField
        label={t('WEB_LIST_ACTIVE')}
        hint={t('WEB_ITEM_ACTIVE_HINT')}
        checked={draft.active}
        onChange={(event) => set('active', event.target.checked)}
        name="active"
        data-testid="item-active"
      />
      {Object.keys(errors).length > 0 && (
        <p className="form-error" role="alert" data-testid="item-form-errors">
          {t('WEB_FORM_FIX_ERRORS')}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert" data-testid="item-form-failure">
          {failure}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" loading={busy} data-testid="item-submit">
          {t('WEB_FORM_SAVE')}
        </Button>
        <ButtonLink to={cancelTo} variant="outline" data-testid="item-cancel">
          {t('WEB_FORM_CANCEL')}
        </ButtonLink>
      </div>
    </form>
  );
}
