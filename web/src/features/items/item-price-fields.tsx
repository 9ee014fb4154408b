import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import type { ItemFormValues } from './item-form-values.ts';
import type { ItemFieldsProps } from './item-identity-fields.tsx';
import { priceIncludingVat } from './vat.ts';

/** The sale price with VAT as the form stands, or null while the price or the rate is not a valid number yet. */
function previewIncludingVat(values: ItemFormValues): bigint | null {
  const price = parseAmount(values.salePrice);
  const rateText = toLatinDigits(values.vatRate).trim();
  const rate = rateText === '' ? Number.NaN : Number(rateText);
  if (price === undefined || !Number.isSafeInteger(price)) return null;
  if (values.vatApplicable && !(Number.isInteger(rate) && rate >= 0 && rate <= 100)) return null;
  return priceIncludingVat(price, values.vatApplicable, rate);
}

/** Sale and purchase prices in Rials, VAT applicability and rate, and the resulting price with VAT. */
export function ItemPriceFields({ values, bind }: ItemFieldsProps) {
  const t = useT();
  const { language } = useLanguage();
  const rials = t('WEB_CURRENCY_RIAL');
  const withVat = previewIncludingVat(values);
  return (
    <fieldset className="form-section">
      <legend>{t('WEB_ITEM_PRICES')}</legend>
      <div className="form-grid">
        <AmountField label={t('WEB_ITEM_SALE_PRICE')} {...bind.amount('salePrice')} unit={rials} />
        <AmountField label={t('WEB_ITEM_PURCHASE_PRICE')} {...bind.amount('purchasePrice')} unit={rials} />
        <CheckboxField label={t('WEB_ITEM_VAT_APPLICABLE')} {...bind.check('vatApplicable')} />
        <TextField label={t('WEB_ITEM_VAT_RATE')} {...bind.text('vatRate')} inputMode="numeric" />
      </div>
      <p className="item-price-preview">
        <span>{t('WEB_ITEM_PRICE_INCL_VAT')}</span>
        <output data-testid="item-price-incl-vat">
          {withVat === null ? '—' : `${formatAmount(withVat, language)} ${rials}`}
        </output>
      </p>
    </fieldset>
  );
}
