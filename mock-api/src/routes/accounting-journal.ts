import type { Hono } from 'hono';
import { voucherEndpoints } from '@daftar/contracts/endpoints/accounting-vouchers';
import { fiscalYearEndpoints } from '@daftar/contracts/endpoints/accounting-years';
import { accountingSettingsEndpoints } from '@daftar/contracts/endpoints/accounting-settings';
import {
  createFiscalYear,
  fiscalYearAnswer,
  listFiscalYears,
  toFiscalYear,
} from '../domain/accounting/fiscal-years.ts';
import { getAccountingSettings, updateAccountingSettings } from '../domain/accounting/settings.ts';
import { listVouchers } from '../domain/accounting/voucher-list.ts';
import {
  copyVoucher,
  createVoucher,
  finaliseVoucher,
  finaliseYearVouchers,
  getVoucher,
  removeVoucher,
  updateVoucher,
} from '../domain/accounting/vouchers.ts';
import { closeFiscalYear } from '../domain/accounting/year-end.ts';
import { reopenFiscalYear } from '../domain/accounting/year-reopen.ts';
import { serverToday } from '../domain/clock/server-clock.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { mountCompanyList, mountCompanyPage, mountRecordRead } from './company-records.ts';
import { memberDb, mountCompanyRead } from './member-db.ts';

/** Fiscal years, vouchers and the accounting settings. */
export function mountJournalRoutes(app: Hono<AppEnv>): void {
  mountCompanyList(app, fiscalYearEndpoints.list, listFiscalYears);
  mountRecordRead(app, fiscalYearEndpoints.get, fiscalYearAnswer);
  mountEndpoint(app, fiscalYearEndpoints.create, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const itemInfo = toFiscalYear(db, createFiscalYear(db, params.companyId, body));
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, fiscalYearEndpoints.close, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    const result = closeFiscalYear(db, params.companyId, params.id, serverToday());
    return {
      success: true as const,
      itemInfo: {
        ...result,
        closedYear: toFiscalYear(db, result.closedYear),
        nextYear: toFiscalYear(db, result.nextYear),
      },
    };
  });
  mountEndpoint(app, fiscalYearEndpoints.reopen, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const userId = c.get('caller').userId;
    const { year, removedVoucherIds } = reopenFiscalYear(db, params.companyId, userId, params.id, body.reason);
    return { success: true as const, itemInfo: { year: toFiscalYear(db, year), removedVoucherIds } };
  });
  mountEndpoint(app, fiscalYearEndpoints.finaliseVouchers, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const { finalised, year } = finaliseYearVouchers(db, params.companyId, params.id, body.upTo);
    return { success: true as const, itemInfo: { finalised, year: toFiscalYear(db, year) } };
  });

  mountCompanyPage(app, voucherEndpoints.list, listVouchers);
  mountRecordRead(app, voucherEndpoints.get, getVoucher);
  mountEndpoint(app, voucherEndpoints.create, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const itemInfo = createVoucher(db, params.companyId, c.get('caller').userId, body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, voucherEndpoints.update, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateVoucher(memberDb(c, params.companyId), params.companyId, params.id, body),
  }));
  mountEndpoint(app, voucherEndpoints.remove, (c, { params }) => {
    removeVoucher(memberDb(c, params.companyId), params.companyId, params.id);
    return { success: true as const };
  });
  mountEndpoint(app, voucherEndpoints.finalise, (c, { params }) => ({
    success: true as const,
    itemInfo: finaliseVoucher(memberDb(c, params.companyId), params.companyId, params.id),
  }));
  mountEndpoint(app, voucherEndpoints.copy, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const itemInfo = copyVoucher(db, params.companyId, c.get('caller').userId, params.id, body?.date);
    return { success: true as const, itemInfo };
  });

  mountCompanyRead(app, accountingSettingsEndpoints.get, getAccountingSettings);
  mountEndpoint(app, accountingSettingsEndpoints.update, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateAccountingSettings(memberDb(c, params.companyId), params.companyId, body),
  }));
}
