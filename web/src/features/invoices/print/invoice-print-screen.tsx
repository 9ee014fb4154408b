import type { Language } from '@daftar/contracts/schemas/common';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useCrumbLabel } from '../../../lib/routing/crumb-labels.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { invoiceNumberText } from '../invoice-columns.tsx';
import { InvoicePdfButton } from '../invoice-pdf-button.tsx';
import { invoicePath } from '../invoice-status.tsx';
import { invoicePrintModel, type Paper, paperOf, papers } from './invoice-print-model.ts';
import { companyParty, stakeholderParty } from './print-parties.ts';
import { usePrintData } from './print-data.ts';
import { PrintLanguage } from './print-language.tsx';
import { Receipt } from './print-receipt.tsx';
import { A4Sheet } from './print-sheet-a4.tsx';
import './invoice-print.css';

const paperKeys: Record<Paper, string> = { a4: 'WEB_PRINT_PAPER_A4', '80mm': 'WEB_PRINT_PAPER_80MM' };
const languageKeys: Record<Language, string> = { fa: 'WEB_PRINT_LANGUAGE_FA', en: 'WEB_PRINT_LANGUAGE_EN' };
const mmPerPx = 25.4 / 96;

/**
 * The printed page's size. A4 prints on A4 sheets with a 12 mm margin; a receipt roll has a fixed width and no
 * fixed length, so its page is 80 mm wide and as long as the receipt measures (CSS has no "auto" length for a page):
 * the whole receipt is one page, as a roll printer cuts it.
 */
export function PageSize({ paper, receiptPx }: { paper: Paper; receiptPx: number }) {
  const rule =
    paper === 'a4'
      ? '@page { size: A4; margin: 12mm; }'
      : `@page { size: 80mm ${Math.ceil(receiptPx * mmPerPx) + 2}mm; margin: 0; }`;
  return <style>{rule}</style>;
}

/** Print (the browser's dialog, which also saves a PDF) and the way back, in the screens' language. */
export function PrintActions({ backTo }: { backTo: string }) {
  const t = useT();
  return (
    <>
      <Button onClick={() => window.print()} data-testid="print-now">
        {t('WEB_PRINT_ACTION')}
      </Button>
      <ButtonLink to={backTo} variant="outline">
        {t('WEB_INVOICE_BACK')}
      </ButtonLink>
    </>
  );
}

/**
 * The sheet on screen. On a phone an A4 sheet scrolls sideways inside it, so it takes the focus (a keyboard scrolls
 * it with the arrow keys) and is named for a screen reader.
 */
export function PrintStage({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="invoice-print-stage" tabIndex={0} aria-label={t('WEB_PRINT_STAGE')}>
      {children}
    </section>
  );
}

/** The receipt's height in CSS pixels, followed as the logo and the fonts load. */
function useHeight() {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}

/**
 * /invoices/{kind}/print/{id}?paper=a4|80mm: the invoice as it prints, in the company's language of printed
 * documents, with the paper's choice, Print (the browser's dialog, which also saves a PDF) and the way back above it. Printing shows the sheet alone: no header, navigation,
 * breadcrumbs or these buttons.
 */
export function InvoicePrintScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const paper = paperOf(params.get('paper'));
  const { invoice, profile, logoUrl, stakeholder, unit, documentLanguage } = usePrintData();
  const receipt = useHeight();
  useCrumbLabel(
    pathname,
    invoice ? t('WEB_PRINT_PAGE_TITLE', { number: invoiceNumberText(invoice, t, language) }) : undefined,
  );
  if (!invoice) return null;
  const printed = documentLanguage ?? language;
  const model = invoicePrintModel(invoice);
  const company = companyParty(profile);
  const party = stakeholderParty(invoice, stakeholder, printed === 'fa' ? '، ' : ', ');
  const sheet = {
    invoice,
    model,
    company,
    seller: model.parties.seller === 'company' ? company : party,
    buyer: model.parties.buyer === 'company' ? company : party,
    logoUrl,
    unit,
  };
  return (
    <div className={`invoice-print invoice-print-${paper}`} data-testid="invoice-print" data-paper={paper}>
      <div className="invoice-print-toolbar">
        <nav className="invoice-print-papers" aria-label={t('WEB_PRINT_PAPER')}>
          {papers.map((choice) => (
            <Link
              key={choice}
              to={`?paper=${choice}`}
              replace
              aria-current={choice === paper ? 'page' : undefined}
              data-testid={`print-paper-${choice}`}
            >
              {t(paperKeys[choice])}
            </Link>
          ))}
        </nav>
        <PrintActions backTo={invoicePath(invoice)} />
        <InvoicePdfButton
          companyId={requireActiveCompanyId()}
          invoice={invoice}
          layout={paper === 'a4' ? 'a4' : 'receipt'}
        />
        <p className="invoice-print-language" data-testid="print-language">
          {t('WEB_PRINT_LANGUAGE_NOTE', { language: t(languageKeys[printed]) })}{' '}
          <Link to="/company/settings">{t('WEB_PRINT_LANGUAGE_CHANGE')}</Link>
        </p>
      </div>
      <PrintStage>
        <PrintLanguage language={printed}>
          {paper === 'a4' ? <A4Sheet {...sheet} /> : <Receipt {...sheet} ref={receipt.ref} />}
        </PrintLanguage>
      </PrintStage>
      <PageSize paper={paper} receiptPx={receipt.height} />
    </div>
  );
}
