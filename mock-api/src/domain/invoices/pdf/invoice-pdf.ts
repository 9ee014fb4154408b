import { type InvoicePdfLayout, invoicePdfName } from '@daftar/contracts/endpoints/invoice-pdf';
import type { Queryable } from '@daftar/db/client';
import { findProfileRow, getCompanyProfile } from '../../company-profile/company-profile.ts';
import { getCompanySettings } from '../../company-profile/company-settings.ts';
import { getStakeholder } from '../../stakeholders.ts';
import { getInvoice } from '../invoice-rows.ts';
import { drawA4 } from './invoice-pdf-a4.ts';
import { type InvoicePdfInput, invoicePdfModel } from './invoice-pdf-model.ts';
import { drawReceipt, receiptWidth } from './invoice-pdf-receipt.ts';
import { a4, PdfWriter } from '../../pdf/pdf-writer.ts';

/** Draws the PDF of an invoice as the model holds it, on A4 or an 80 mm receipt, in the model's direction. */
export function renderInvoicePdf(input: InvoicePdfInput, layout: InvoicePdfLayout): Promise<Buffer> {
  const model = invoicePdfModel(input);
  const direction = input.language === 'fa' ? 'rtl' : 'ltr';
  const writer = new PdfWriter(direction, layout === 'a4' ? a4.width : receiptWidth);
  writer.doc.info.Title = `${model.title} ${input.invoice.displayNumber ?? ''}`.trim();
  if (layout === 'a4') drawA4(writer, model);
  else drawReceipt(writer, model);
  return writer.finish();
}

/**
 * An invoice of the company as a PDF, in the company's language of printed documents and amount unit (as the print
 * screen decides them). Another company's invoice is 404 (getInvoice); a draft prints stamped "Draft — not valid".
 * The party's record is read when it can be: a printout never fails for the party's details.
 */
export async function invoicePdf(db: Queryable, companyId: number, id: number, layout: InvoicePdfLayout) {
  const invoice = getInvoice(db, companyId, id);
  const settings = getCompanySettings(db, companyId);
  let party: InvoicePdfInput['party'] = null;
  try {
    party = getStakeholder(db, companyId, invoice.stakeholderId);
  } catch {
    party = null;
  }
  const row = findProfileRow(db, companyId);
  const logo = row?.logoData && ['image/png', 'image/jpeg'].includes(row.logoMimeType ?? '') ? row.logoData : null;
  const data = await renderInvoicePdf(
    {
      invoice,
      company: getCompanyProfile(db, companyId),
      party,
      language: settings.documentLanguage,
      unit: settings.amountUnit,
      logo,
    },
    layout,
  );
  return { fileName: invoicePdfName(invoice.displayNumber, invoice.id), mediaType: 'application/pdf', data };
}
