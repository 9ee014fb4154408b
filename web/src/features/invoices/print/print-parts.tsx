import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import type { ReactNode } from 'react';
import type { AmountUnit } from '../../../lib/format/format-amount.ts';
import { amountInWords } from './amount-words.ts';
import type { InvoicePrintModel, PrintFigure } from './invoice-print-model.ts';
import type { PrintParty } from './print-parties.ts';
import { usePrintFormat } from './print-data.ts';
import { usePrintT } from './print-language.tsx';

/** What both papers are handed: the invoice, its model, the parties' blocks, the logo and the unit. */
export interface SheetProps {
  invoice: Invoice;
  model: InvoicePrintModel;
  company: PrintParty;
  seller: PrintParty;
  buyer: PrintParty;
  logoUrl: string | null;
  unit: AmountUnit;
}

/** The company's logo as uploaded on the company info screen; nothing when there is none. */
export function PrintLogo({ url, name, className }: { url: string | null; name: string; className: string }) {
  const t = usePrintT();
  if (!url) return null;
  return (
    <img src={url} alt={t('WEB_COMPANY_LOGO_ALT', { company: name })} className={className} data-testid="print-logo" />
  );
}

/** "DRAFT — not valid" across a sheet that is no valid invoice. */
export function PrintStamp({ stampKey }: { stampKey: string | null }) {
  const t = usePrintT();
  if (!stampKey) return null;
  return (
    <p className="print-stamp" data-testid="print-stamp">
      {t(stampKey)}
    </p>
  );
}

/** The total in words, in the company's unit. */
export function PrintWords({ rials, unit }: { rials: number; unit: AmountUnit }) {
  const t = usePrintT();
  const { language } = usePrintFormat(unit);
  return (
    <p className="print-words">
      <span>{t('WEB_PRINT_IN_WORDS')}</span>{' '}
      <strong data-testid="print-words">
        {amountInWords(rials, unit, language, (key, values) => t(key, values ?? {}))}
      </strong>
    </p>
  );
}

/** The figures under the lines, each with its label; the totals stand out. */
export function PrintFigures({ figures, unit }: { figures: PrintFigure[]; unit: AmountUnit }) {
  const t = usePrintT();
  const { money } = usePrintFormat(unit);
  return (
    <dl className="print-figures" data-testid="print-figures">
      {figures.map((figure) => (
        <div key={figure.id} className={figure.strong ? 'is-strong' : undefined}>
          <dt>{t(figure.key)}</dt>
          <dd data-testid={`print-${figure.id}`}>{money(figure.rials)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A party's identifying facts as "label: value" pairs, in the page's digits. */
export function PartyFacts({ party, unit }: { party: PrintParty; unit: AmountUnit }) {
  const t = usePrintT();
  const { digits } = usePrintFormat(unit);
  return (
    <>
      {party.facts.map((fact) => (
        <span key={fact.id}>
          <span className="print-fact" data-testid={`print-fact-${fact.id}`}>
            {t(fact.key)}: <bdi>{digits(fact.value)}</bdi>
          </span>{' '}
        </span>
      ))}
    </>
  );
}

/** One fact of a document's head: its label (already translated), its value and the value's test id. */
export interface PrintFact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/**
 * A document's number, dates and the like as label and value pairs: the A4 sheets' title block and the receipt's
 * head. Facts without a value are left out.
 */
export function PrintFacts({ facts, className }: { facts: (PrintFact | false | null)[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd data-testid={fact.testId}>{fact.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
