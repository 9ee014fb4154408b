import type { Context } from 'hono';
import { Hono } from 'hono';
import { payEndpoints } from '@daftar/contracts/endpoints/pay';
import { createPaymentLink, getPaymentLink, listPaymentLinks, updatePaymentLink } from '../domain/pay/links.ts';
import { getPublicPaymentLink, payPaymentLink } from '../domain/pay/public-links.ts';
import { createManualPurchase } from '../domain/pay/manual-purchases.ts';
import { listPurchases } from '../domain/pay/purchases.ts';
import {
  activateTerminal,
  getTerminalTakings,
  listTerminals,
  memberTerminal,
  requestTerminal,
  requirePayAccess,
  toTerminalDetail,
  updateTerminalSettings,
} from '../domain/pay/terminals.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';
import { countedPage } from './company-records.ts';
import { memberDb } from './member-db.ts';

/**
 * The database and the terminal, once the caller is a member of the terminal's company whose role may read it, or
 * change it for a write (404/403 otherwise).
 */
function terminalOf(c: Context<AppEnv>, terminalId: number, action: 'read' | 'write' = 'read') {
  const db = c.get('db');
  return { db, terminal: memberTerminal(db, c.get('caller').userId, terminalId, action) };
}

/**
 * The payment API host: a company's terminals and their payment links for its members, and the public payment page's
 * two calls for anyone holding a link's token. The activation call stands in for the bank's review (development
 * endpoints only).
 */
export function payRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const ok = true as const;

  mountEndpoint(app, payEndpoints.listTerminals, (c, { query }) => ({
    success: ok,
    data: listTerminals(memberDb(c, query.companyId), query.companyId),
  }));

  mountEndpoint(app, payEndpoints.requestTerminal, (c, { query, body }) => {
    const db = c.get('db');
    requirePayAccess(db, c.get('caller').userId, query.companyId, 'write');
    const itemInfo = requestTerminal(db, query.companyId, body);
    return { success: ok, itemInfo };
  });

  mountEndpoint(app, payEndpoints.activateTerminal, (c, { params }) => {
    if (!c.get('config').devEndpoints) throw new HttpError(404, 'NOT_FOUND');
    const { db, terminal } = terminalOf(c, params.terminalId, 'write');
    return { success: ok, itemInfo: activateTerminal(db, terminal) };
  });

  mountEndpoint(app, payEndpoints.getPublicPaymentLink, (c, { params }) => ({
    success: ok,
    itemInfo: getPublicPaymentLink(c.get('db'), params.token),
  }));

  mountEndpoint(app, payEndpoints.payPaymentLink, (c, { params, body }) => {
    const itemInfo = payPaymentLink(c.get('db'), params.token, body);
    return { success: ok, itemInfo };
  });

  mountEndpoint(app, payEndpoints.getTerminal, (c, { params }) => {
    const { db, terminal } = terminalOf(c, params.terminalId);
    return { success: ok, itemInfo: toTerminalDetail(db, terminal) };
  });

  mountEndpoint(app, payEndpoints.updateTerminalSettings, (c, { params, body }) => {
    const { db, terminal } = terminalOf(c, params.terminalId, 'write');
    return { success: ok, itemInfo: updateTerminalSettings(db, terminal, body) };
  });

  mountEndpoint(app, payEndpoints.getTerminalTakings, (c, { params }) => {
    const { db, terminal } = terminalOf(c, params.terminalId);
    return { success: ok, itemInfo: getTerminalTakings(db, terminal.id) };
  });

  mountEndpoint(app, payEndpoints.listPaymentLinks, (c, { params, query }) => {
    const { db, terminal } = terminalOf(c, params.terminalId);
    return countedPage(query, listPaymentLinks(db, terminal.id, query));
  });

  mountEndpoint(app, payEndpoints.createPaymentLink, (c, { params, body }) => {
    const { db, terminal } = terminalOf(c, params.terminalId, 'write');
    const itemInfo = createPaymentLink(db, terminal, body);
    return { success: ok, itemInfo };
  });

  mountEndpoint(app, payEndpoints.getPaymentLink, (c, { params }) => {
    const { db, terminal } = terminalOf(c, params.terminalId);
    return { success: ok, itemInfo: getPaymentLink(db, terminal.id, params.linkId) };
  });

  mountEndpoint(app, payEndpoints.updatePaymentLink, (c, { params, body }) => {
    const { db, terminal } = terminalOf(c, params.terminalId, 'write');
    return { success: ok, itemInfo: updatePaymentLink(db, terminal.id, params.linkId, body) };
  });

  mountEndpoint(app, payEndpoints.listPurchases, (c, { params, query }) => {
    const { db, terminal } = terminalOf(c, params.terminalId);
    return countedPage(query, listPurchases(db, terminal.id, query));
  });

  mountEndpoint(app, payEndpoints.createManualPurchase, (c, { params, body }) => {
    const { db, terminal } = terminalOf(c, params.terminalId, 'write');
    const itemInfo = createManualPurchase(db, terminal, params.linkId, body);
    return { success: ok, itemInfo };
  });

  return app;
}
