import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { AmountUnit } from '../../lib/format/format-amount.ts';
import { Typography } from '../../ui/typography.tsx';

/**
 * What each panel of the invoice page is given: the invoice, its company, the unit its figures show in, and whether
 * the role may write invoices (the shared role table); a panel for a role that may not only shows.
 */
export interface InvoicePanelProps {
  invoice: Invoice;
  companyId: number;
  unit: AmountUnit;
  mayWrite: boolean;
}

/** A titled card of the invoice page. */
export function InvoiceCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <section className="surface-box invoice-card" aria-labelledby={headingId} data-testid={testId}>
      <Typography variant="h4" as="h2" id={headingId}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** The journal's voucher of the invoice (or of a payment), opened in the voucher screen. */
export function VoucherLink({ voucherId, label, testId }: { voucherId: number | null; label: string; testId: string }) {
  if (voucherId === null) return null;
  return (
    <Link to={`/accounting/journal-ledger/${voucherId}/edit`} className="invoice-voucher-link" data-testid={testId}>
      {label}
    </Link>
  );
}
