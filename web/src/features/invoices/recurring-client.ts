import { invoiceRecurringEndpoints } from '@daftar/contracts/endpoints/invoice-recurring';
import type { InvoiceScheduleInput } from '@daftar/contracts/endpoints/invoice-recurring';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { idCall, idVoidCall } from '../../lib/api/company-calls.ts';

/** A sell invoice's repeat schedule, its next date and the invoices it made; null when it does not repeat. */
export const getInvoiceSchedule = idCall(invoiceRecurringEndpoints.getSchedule);

export async function putInvoiceSchedule(
  client: HttpClient,
  companyId: number,
  id: number,
  input: InvoiceScheduleInput,
) {
  return (await client.call(invoiceRecurringEndpoints.putSchedule, { params: { companyId, id }, body: input }))
    .itemInfo;
}

/** Stops the schedule; the invoices it made stay. */
export const removeInvoiceSchedule = idVoidCall(invoiceRecurringEndpoints.removeSchedule);
