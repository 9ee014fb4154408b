import type { Voucher } from '@daftar/contracts/endpoints/accounting-vouchers';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';

export const voucherStatusKeys = { TEMPORARY: 'WEB_VOUCHER_STATUS_TEMPORARY', FINAL: 'WEB_VOUCHER_STATUS_FINAL' };
export const voucherKindKeys = {
  NORMAL: 'WEB_VOUCHER_KIND_NORMAL',
  OPENING: 'WEB_VOUCHER_KIND_OPENING',
  CLOSING: 'WEB_VOUCHER_KIND_CLOSING',
};

/** "Voucher 12 · Temporary" and, for a year-end voucher, its kind: the editor's and the lists' marker. */
export function VoucherStatusBadge({ voucher }: { voucher: Pick<Voucher, 'number' | 'status' | 'kind'> }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <span className="voucher-badges">
      <span className="voucher-number" data-testid="voucher-number">
        {t('WEB_VOUCHER_NUMBER_OF', { number: localDigits(String(voucher.number), language) })}
      </span>
      <span className={`voucher-status voucher-status-${voucher.status.toLowerCase()}`} data-testid="voucher-status">
        {t(voucherStatusKeys[voucher.status])}
      </span>
      {voucher.kind !== 'NORMAL' && <span className="voucher-kind">{t(voucherKindKeys[voucher.kind])}</span>}
    </span>
  );
}
