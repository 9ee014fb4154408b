import type { ItemStock } from '@daftar/contracts/endpoints/invoices-documents';
import type { Item } from '@daftar/contracts/endpoints/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { getItemStock } from './item-stock-client.ts';
import { type Fact, FactList } from '../../ui/fact-list.tsx';
import { scrollRegion } from '../../ui/scroll-region.ts';

/** Kept under the items' key; an invoice's save marks the items stale, so a sale or a delivery shows here. */
export function itemStockQuery(companyId: number, itemId: number) {
  return queryOptions({
    queryKey: [...areaKeys.items, companyId, 'stock', itemId],
    queryFn: () => getItemStock(apiClient, companyId, itemId),
  });
}

const sourceKeys: Record<ItemStock['movements'][number]['sourceType'], string> = {
  PURCHASE: 'WEB_ITEM_STOCK_SOURCE_PURCHASE',
  DELIVERY: 'WEB_ITEM_STOCK_SOURCE_DELIVERY',
  SELL_RETURN: 'WEB_ITEM_STOCK_SOURCE_SELL_RETURN',
  PURCHASE_RETURN: 'WEB_ITEM_STOCK_SOURCE_PURCHASE_RETURN',
};

/**
 * The item page's stock and sales: quantity on hand (never typed: purchases in, deliveries out, returns back), what
 * its sales came to, and its latest movements, each linking to its invoice.
 */
export function ItemStockPanel({ item, companyId }: { item: Item; companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const stock = useQuery(itemStockQuery(companyId, item.id)).data;
  if (!stock) return null;
  const quantity = (value: number) => {
    const text = localDigits(String(value), language);
    return language === 'fa' ? text.replace('.', '٫').replace('-', '−') : text.replace('-', '−');
  };
  // Each figure is its own direction run, so a Persian unit beside Latin digits keeps its order.
  const isolated = (text: string) => <bdi>{text}</bdi>;
  const figures: Fact[] = [
    ['WEB_ITEM_SOLD', isolated(`${quantity(stock.sales.quantity)} ${item.unit}`), 'sold'],
    ['WEB_ITEM_RETURNED', isolated(`${quantity(stock.sales.returnedQuantity)} ${item.unit}`), 'returned'],
    ['WEB_ITEM_TO_DELIVER', isolated(`${quantity(stock.sales.toDeliver)} ${item.unit}`), 'to-deliver'],
    [
      'WEB_ITEM_NET_SALES',
      isolated(`${formatAmount(stock.sales.netAmount, language)} ${t('WEB_CURRENCY_RIAL')}`),
      'net-sales',
    ],
    ['WEB_ITEM_SALE_INVOICES', isolated(localDigits(String(stock.sales.invoiceCount), language)), 'invoices'],
  ];
  return (
    <section className="item-stock page-card" data-testid="item-stock" aria-labelledby="item-stock-title">
      <h2 id="item-stock-title">{t('WEB_ITEM_STOCK_AND_SALES')}</h2>
      {stock.trackStock ? (
        <p className="item-stock-on-hand">
          {t('WEB_ITEM_STOCK_ON_HAND')}:{' '}
          <strong data-testid="item-stock-on-hand">
            <bdi>{quantity(stock.onHand)}</bdi> {item.unit}
          </strong>
        </p>
      ) : (
        <p className="item-stock-on-hand">{t('WEB_ITEM_STOCK_NOT_TRACKED')}</p>
      )}
      <FactList facts={figures} className="facts" testIdPrefix="item-stock" />
      {stock.movements.length > 0 && (
        <div className="item-stock-table-wrap" {...scrollRegion(t('WEB_ITEM_STOCK_MOVEMENTS'))}>
          <table className="item-stock-table" data-testid="item-stock-movements">
            <caption>{t('WEB_ITEM_STOCK_MOVEMENTS')}</caption>
            <thead>
              <tr>
                <th>{t('WEB_ITEM_STOCK_DATE')}</th>
                <th>{t('WEB_ITEM_STOCK_DOCUMENT')}</th>
                <th className="is-numeric">{t('WEB_ITEM_STOCK_QUANTITY')}</th>
                <th className="is-numeric">{t('WEB_ITEM_STOCK_BALANCE')}</th>
              </tr>
            </thead>
            <tbody>
              {stock.movements.map((movement) => (
                <tr key={movement.id} data-testid="item-stock-movement">
                  <td>{formatDate(movement.date, language)}</td>
                  <td>
                    <Link
                      to={`/invoices/${movement.invoiceKind === 'SELL' ? 'sell' : 'purchase'}/${movement.invoiceId}`}
                    >
                      {t(sourceKeys[movement.sourceType])}{' '}
                      <bdi>{localDigits(movement.invoiceNumber ?? '', language)}</bdi>
                    </Link>
                  </td>
                  <td className="is-numeric">
                    <bdi>{quantity(movement.quantity)}</bdi>
                  </td>
                  <td className="is-numeric">
                    <bdi>{quantity(movement.balance)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
