import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Typography } from '../../ui/typography.tsx';

/** A titled card of the invoice page. */
export function InvoiceCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <section className="invoice-card" aria-labelledby={headingId} data-testid={testId}>
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
