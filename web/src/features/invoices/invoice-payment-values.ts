import type { PaymentMethod } from '@daftar/contracts/endpoints/invoices-schemas';

/** The payment form's fields, as typed (the form and its cheque parts share them). */
export interface PaymentFormValues {
  date: string;
  method: PaymentMethod;
  amount: string;
  reference: string;
  chequeDueDate: string;
  /** A cheque received on a sale: its paper (the Sayad id, the drawer's bank and branch, the drawer). */
  chequeSayadId: string;
  chequeBank: string;
  chequeBranch: string;
  chequeDrawer: string;
  /** A cheque given on a purchase: the company's book and leaf it is written on (the Sayad id above). */
  chequeBookId: string;
  chequeLeaf: string;
  notes: string;
}
