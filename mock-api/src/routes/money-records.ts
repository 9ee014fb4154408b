import { Hono } from 'hono';
import { moneyRecordsEndpoints } from '@daftar/contracts/endpoints/money-records';
import { getMoneyRecordCharts } from '../domain/money-records/money-record-charts.ts';
import { listMoneyRecords } from '../domain/money-records/money-record-list.ts';
import { findMoneyRecordRow, getMoneyRecord } from '../domain/money-records/money-record-rows.ts';
import {
  createMoneyRecord,
  removeMoneyRecord,
  reverseMoneyRecord,
  updateMoneyRecord,
} from '../domain/money-records/money-records.ts';
import { ownerOfKind } from '../domain/attachments/attachments.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { countedPage, mountCallerCreate, mountCallerUpdate, mountRecordRead } from './company-records.ts';
import { mountAttachments } from './attachments.ts';
import { memberDb, mountCompanyRead } from './member-db.ts';

/** Income and expense records; every call is for members of the company only. */
export function moneyRecordRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const user = (c: { get(key: 'caller'): { userId: number } }) => c.get('caller').userId;

  mountEndpoint(app, moneyRecordsEndpoints.list, (c, { params, query }) => {
    return countedPage(query, listMoneyRecords(memberDb(c, params.companyId), params.companyId, query));
  });
  // Before `/:id`, which would take "charts" for an id.
  mountCompanyRead(app, moneyRecordsEndpoints.charts, getMoneyRecordCharts);
  mountRecordRead(app, moneyRecordsEndpoints.get, getMoneyRecord);
  mountCallerCreate(app, moneyRecordsEndpoints.create, createMoneyRecord);
  mountCallerUpdate(app, moneyRecordsEndpoints.update, updateMoneyRecord);
  mountEndpoint(app, moneyRecordsEndpoints.remove, (c, { params }) => {
    removeMoneyRecord(memberDb(c, params.companyId), params.companyId, params.id, user(c));
    return { success: true as const };
  });
  mountCallerUpdate(app, moneyRecordsEndpoints.reverse, reverseMoneyRecord);
  mountAttachments(app, moneyRecordsEndpoints, ownerOfKind('MONEY_RECORD', findMoneyRecordRow));

  return app;
}
