import { Hono } from 'hono';
import { chequeBookEndpoints as books } from '@daftar/contracts/endpoints/cheque-books';
import { chequesEndpoints } from '@daftar/contracts/endpoints/cheques';
import { createChequeBook, getChequeBook, listChequeBooks, voidChequeLeaf } from '../domain/cheques/cheque-books.ts';
import { issueCheque } from '../domain/cheques/cheque-issue.ts';
import { listCheques } from '../domain/cheques/cheque-list.ts';
import { findChequeRow, getCheque } from '../domain/cheques/cheque-rows.ts';
import { addChequeStep, receiveCheque, undoChequeStep } from '../domain/cheques/cheques.ts';
import { listDueCheques } from '../domain/cheques/due-cheques.ts';
import { ownerOfKind } from '../domain/attachments/attachments.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { mountCallerUpdate, mountCompanyList, mountRecordRead } from './company-records.ts';
import { mountAttachments } from './attachments.ts';
import { memberDb, mountCompanyRead } from './member-db.ts';

/** Cheques received and issued, cheque books and the cheques falling due; every call is for members of the company only (the treasury's roles). */
export function chequeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const user = (c: { get(key: 'caller'): { userId: number } }) => c.get('caller').userId;

  mountEndpoint(app, chequesEndpoints.list, (c, { params, query }) => {
    const { rows, total, totals } = listCheques(memberDb(c, params.companyId), params.companyId, query);
    return {
      success: true as const,
      data: rows,
      meta: { page: query.page, pageSize: query.pageSize, total },
      totals,
    };
  });
  mountRecordRead(app, chequesEndpoints.get, getCheque);
  mountEndpoint(app, chequesEndpoints.receive, (c, { params, body }) => {
    const itemInfo = receiveCheque(memberDb(c, params.companyId), params.companyId, user(c), body);
    c.status(201);
    return { success: true as const, itemInfo };
  });
  mountCallerUpdate(app, chequesEndpoints.step, addChequeStep);
  mountCallerUpdate(app, chequesEndpoints.undo, undoChequeStep);
  mountCompanyList(app, books.listBooks, (db, companyId, query) => listChequeBooks(db, companyId, query.bankTafsiliId));
  mountEndpoint(app, books.createBook, (c, { params, body }) => {
    const itemInfo = createChequeBook(memberDb(c, params.companyId), params.companyId, body);
    c.status(201);
    return { success: true as const, itemInfo };
  });
  mountRecordRead(app, books.getBook, getChequeBook);
  mountEndpoint(app, books.voidLeaf, (c, { params, body }) => ({
    success: true as const,
    itemInfo: voidChequeLeaf(memberDb(c, params.companyId), params.companyId, params.id, body),
  }));
  mountEndpoint(app, books.issue, (c, { params, body }) => {
    const itemInfo = issueCheque(memberDb(c, params.companyId), params.companyId, params.id, user(c), body);
    c.status(201);
    return { success: true as const, itemInfo };
  });
  mountCompanyRead(app, books.due, listDueCheques);
  mountAttachments(app, chequesEndpoints, ownerOfKind('CHEQUE', findChequeRow));

  return app;
}
