import type { Hono } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '@daftar/contracts/endpoint';
import type { AppEnv } from '../http/app-env.ts';
import { type EndpointInput, mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

type Db = ReturnType<typeof memberDb>;
type CompanyParams = z.ZodType<{ companyId: number }>;
type RecordParams = z.ZodType<{ companyId: number; id: number }>;
/** A response schema whose input (what a handler answers) is `Answer`. */
type Answers<Answer> = z.ZodType<unknown, Answer>;
type ItemAnswer<Item> = Answers<{ success: true; itemInfo: Item }>;
type PageMeta = { page: number; pageSize: number; total: number };

type CompanyPageEndpoint<Query extends z.ZodType<PageQuery>, Row> = Endpoint<
  CompanyParams,
  Query,
  z.ZodType,
  Answers<{ success: true; data: Row[]; meta: PageMeta }>
>;
type PageQuery = { page: number; pageSize: number };

/**
 * Mounts one page of a company's records: `list` answers the page's rows and the count of every match from the
 * member's database, the company and the checked query (403/404 for a caller who is not a member).
 */
export function mountCompanyPage<Query extends z.ZodType<PageQuery>, Row>(
  app: Hono<AppEnv>,
  endpoint: CompanyPageEndpoint<Query, Row>,
  list: (
    db: Db,
    companyId: number,
    query: EndpointInput<CompanyPageEndpoint<Query, Row>>['query'],
  ) => { rows: Row[]; total: number },
): void {
  mountEndpoint(app, endpoint, (c, { params, query }) => {
    const { rows, total } = list(memberDb(c, params.companyId), params.companyId, query);
    return { success: true as const, data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
  });
}

/** The get, create, update and delete endpoints of a company's records (a contract's `*Endpoints` has them). */
interface CompanyRecordEndpoints<Item, Input, Outcome> {
  get: Endpoint<RecordParams, z.ZodType, z.ZodType, ItemAnswer<Item>>;
  create: Endpoint<CompanyParams, z.ZodType, z.ZodType<Input>, ItemAnswer<Item>>;
  update: Endpoint<RecordParams, z.ZodType, z.ZodType<Input>, ItemAnswer<Item>>;
  remove: Endpoint<RecordParams, z.ZodType, z.ZodType, ItemAnswer<{ outcome: Outcome }>>;
}

/** The domain's functions for the same records, each for the company it is given. */
interface CompanyRecordDomain<Item, Input, Outcome> {
  get: (db: Db, companyId: number, id: number) => Item;
  create: (db: Db, companyId: number, input: Input) => Item;
  update: (db: Db, companyId: number, id: number, input: Input) => Item;
  /** DELETED, or ARCHIVED where other records refer to the record. */
  remove: (db: Db, companyId: number, id: number) => Outcome;
}

/**
 * Mounts a company's record endpoints over the domain's functions: each runs on the member's database (403/404 for
 * a caller who is not a member) and answers the record as `itemInfo`, the delete its outcome. An area whose writes
 * need the caller, or whose record is answered through a mapper, writes its handlers out.
 */
export function mountCompanyRecords<Item, Input, Outcome>(
  app: Hono<AppEnv>,
  endpoints: CompanyRecordEndpoints<Item, Input, Outcome>,
  { get, create, update, remove }: CompanyRecordDomain<Item, Input, Outcome>,
): void {
  const ok = <T>(itemInfo: T) => ({ success: true as const, itemInfo });
  mountEndpoint(app, endpoints.get, (c, { params }) =>
    ok(get(memberDb(c, params.companyId), params.companyId, params.id)),
  );
  mountEndpoint(app, endpoints.create, (c, { params, body }) =>
    ok(create(memberDb(c, params.companyId), params.companyId, body)),
  );
  mountEndpoint(app, endpoints.update, (c, { params, body }) =>
    ok(update(memberDb(c, params.companyId), params.companyId, params.id, body)),
  );
  mountEndpoint(app, endpoints.remove, (c, { params }) =>
    ok({ outcome: remove(memberDb(c, params.companyId), params.companyId, params.id) }),
  );
}
