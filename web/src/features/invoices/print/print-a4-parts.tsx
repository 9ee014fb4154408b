import { type AmountUnit, amountUnitKeys } from '../../../lib/format/format-amount.ts';
import type { PrintFigure } from './invoice-print-model.ts';
import { PartyFacts, type PrintFact, PrintFacts, PrintFigures, PrintLogo, PrintWords } from './print-parts.tsx';
import type { PrintParty } from './print-parties.ts';
import { usePrintFormat } from './print-data.ts';
import { usePrintT } from './print-language.tsx';

/** A seller's or buyer's box (مشخصات فروشنده / خریدار): name, ids, address, postal code and phone. */
export function PartyBox({
  title,
  party,
  testId,
  unit,
}: {
  title: string;
  party: PrintParty;
  unit: AmountUnit;
  testId: string;
}) {
  const t = usePrintT();
  const { digits } = usePrintFormat(unit);
  return (
    <section className="print-party" data-testid={testId}>
      <h2>{t(title)}</h2>
      <p className="print-party-name">
        <bdi>{party.name}</bdi>
      </p>
      <p className="print-party-facts">
        <PartyFacts party={party} unit={unit} />
      </p>
      {party.address && (
        <p className="print-party-address">
          {t('WEB_PRINT_ADDRESS')}: <bdi>{digits(party.address)}</bdi>
        </p>
      )}
    </section>
  );
}

/** The head of an A4 sheet: the company's logo and name, then the title (already translated) over its facts. */
export function A4Head({
  company,
  logoUrl,
  title,
  facts,
}: {
  company: PrintParty;
  logoUrl: string | null;
  title: string;
  facts: (PrintFact | false | null)[];
}) {
  return (
    <header className="print-a4-head">
      <div className="print-brand">
        <PrintLogo url={logoUrl} name={company.name} className="print-a4-logo" />
        <p className="print-company-name" data-testid="print-company-name">
          <bdi>{company.name}</bdi>
        </p>
      </div>
      <div className="print-title">
        <h1 data-testid="print-title">{title}</h1>
        <PrintFacts className="print-title-facts" facts={facts} />
      </div>
    </header>
  );
}

/** The seller's and the buyer's boxes side by side. */
export function A4Parties({ seller, buyer, unit }: { seller: PrintParty; buyer: PrintParty; unit: AmountUnit }) {
  return (
    <div className="print-parties">
      <PartyBox title="WEB_PRINT_SELLER" party={seller} unit={unit} testId="print-seller" />
      <PartyBox title="WEB_PRINT_BUYER" party={buyer} unit={unit} testId="print-buyer" />
    </div>
  );
}

/** The lines table's head: a column per key. */
export function LineHeads({ keys }: { keys: readonly string[] }) {
  const t = usePrintT();
  return (
    <thead>
      <tr>
        {keys.map((key) => (
          <th key={key}>{t(key)}</th>
        ))}
      </tr>
    </thead>
  );
}

/** What a printed line is on every A4 sheet: its row, the item's code and name (with the line's note), quantity. */
export interface PrintedItem {
  row: number;
  itemCode: string;
  itemName: string;
  description: string | null;
  quantity: number;
  unit: string;
}

/** A line's first four cells: row, code, item and note, quantity with its unit. */
export function LineItemCells({ line, unit }: { line: PrintedItem; unit: AmountUnit }) {
  const { digits, quantity } = usePrintFormat(unit);
  return (
    <>
      <td>{digits(String(line.row))}</td>
      <td>
        <bdi>{digits(line.itemCode)}</bdi>
      </td>
      <td className="print-line-name">
        <bdi>{line.itemName}</bdi>
        {line.description && <span className="print-line-note">{line.description}</span>}
      </td>
      <td data-testid="print-line-quantity">
        <bdi>{quantity(line.quantity)}</bdi> <bdi>{line.unit}</bdi>
      </td>
    </>
  );
}

/** The signature boxes at a sheet's foot, one per key. */
export function Signatures({ keys }: { keys: readonly string[] }) {
  const t = usePrintT();
  return (
    <footer className="print-signatures">
      {keys.map((key) => (
        <div key={key}>{t(key)}</div>
      ))}
    </footer>
  );
}

/**
 * Under the lines: the total in words and the unit (when the sheet carries money), the notes, and the figures
 * beside them.
 */
export function A4Summary({
  payable,
  notes,
  figures,
  unit,
}: {
  payable: number | null;
  notes: string | null;
  figures: PrintFigure[];
  unit: AmountUnit;
}) {
  const t = usePrintT();
  return (
    <div className="print-summary">
      <div className="print-summary-words">
        {payable !== null && (
          <>
            <PrintWords rials={payable} unit={unit} />
            <p className="print-unit">{t('WEB_PRINT_AMOUNTS_IN', { unit: t(amountUnitKeys[unit]) })}</p>
          </>
        )}
        {notes && (
          <p className="print-notes">
            {t('WEB_PRINT_NOTES')}: {notes}
          </p>
        )}
      </div>
      {figures.length > 0 && <PrintFigures figures={figures} unit={unit} />}
    </div>
  );
}
