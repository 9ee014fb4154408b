import type { Item } from '@daftar/contracts/endpoints/items';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DeleteItemButton } from './delete-item-button.tsx';
import { itemKindKeys } from './item-kind.ts';
import { ItemStockPanel } from './item-stock-panel.tsx';
import { useItemRecord } from './use-item-record.ts';
import { priceIncludingVat } from './vat.ts';
import { type Fact, FactList } from '../../ui/fact-list.tsx';
import './items.css';

/** The item's facts as shown: amounts grouped in Rials, dates on the language's calendar, digits in its script. */
function useFacts(item: Item): (Fact | false)[] {
  const t = useT();
  const { language } = useLanguage();
  const none = '—';
  const rials = (value: number | bigint | null) =>
    value === null ? none : `${formatAmount(value, language)} ${t('WEB_CURRENCY_RIAL')}`;
  const digits = (text: string) => <bdi>{localDigits(text, language)}</bdi>;
  const percent = (rate: number) => (language === 'fa' ? `${localDigits(String(rate), language)}٪` : `${rate}%`);
  const when = (iso: string) => formatDate(iso, language, { style: 'long', withTime: true });
  const isProduct = item.kind === 'PRODUCT';
  return [
    ['WEB_ITEM_KIND', t(itemKindKeys[item.kind]), 'kind'],
    ['WEB_ITEM_CODE', digits(item.code), 'code'],
    ['WEB_ITEM_UNIT', item.unit, 'unit'],
    ['WEB_ITEM_CATEGORY', item.category ?? none, 'category'],
    ['WEB_ITEM_SALE_PRICE', rials(item.salePrice), 'sale-price'],
    ['WEB_ITEM_PURCHASE_PRICE', rials(item.purchasePrice), 'purchase-price'],
    ['WEB_ITEM_VAT', item.vatApplicable ? percent(item.vatRate) : t('WEB_ITEM_VAT_EXEMPT'), 'vat'],
    [
      'WEB_ITEM_PRICE_INCL_VAT',
      rials(priceIncludingVat(item.salePrice, item.vatApplicable, item.vatRate)),
      'price-incl-vat',
    ],
    isProduct && ['WEB_ITEM_BARCODE', item.barcode ? digits(item.barcode) : none, 'barcode'],
    ['WEB_ITEM_GOODS_SERVICE_ID', item.goodsServiceId ? digits(item.goodsServiceId) : none, 'goods-service-id'],
    isProduct && [
      'WEB_ITEM_STOCK_ON_HAND',
      item.trackStock ? t('WEB_ITEM_STOCK_DERIVED') : t('WEB_ITEM_STOCK_NOT_TRACKED'),
      'stock',
    ],
    ['WEB_LIST_STATUS', item.active ? t('WEB_LIST_ACTIVE') : t('WEB_LIST_INACTIVE'), 'status'],
    ['WEB_ITEM_CREATED_AT', when(item.createdAt), 'created-at'],
    ['WEB_ITEM_UPDATED_AT', when(item.updatedAt), 'updated-at'],
  ];
}

function ItemDetail({ item, companyId }: { item: Item; companyId: number }) {
  const t = useT();
  const facts = useFacts(item);
  const mayWrite = useRoleMay(companyId, 'items', 'write');
  return (
    <article className="item-detail page-card wide" data-testid="item-detail">
      <header className="record-header item-detail-header">
        <div className="record-title">
          <span className="item-badge">{t(itemKindKeys[item.kind])}</span>
          {!item.active && <span className="item-badge is-muted">{t('WEB_LIST_INACTIVE')}</span>}
        </div>
        {mayWrite && (
          <div className="action-bar">
            <ButtonLink to="edit" size="sm" data-testid="item-edit">
              {t('WEB_ACTION_EDIT')}
            </ButtonLink>
            <ButtonLink to="copy" size="sm" variant="outline" data-testid="item-copy">
              {t('WEB_ITEM_COPY')}
            </ButtonLink>
            <DeleteItemButton item={item} companyId={companyId} />
          </div>
        )}
      </header>
      <FactList facts={facts} className="facts" testIdPrefix="item-fact" />
    </article>
  );
}

/** /items/{id}: everything about the item, formatted, with Edit, Copy and Delete; then its stock and sales. */
export function ItemDetailScreen() {
  const { companyId, record } = useItemRecord();
  if (!record) return null;
  return (
    <>
      <ItemDetail item={record} companyId={companyId} />
      <ItemStockPanel item={record} companyId={companyId} />
    </>
  );
}
