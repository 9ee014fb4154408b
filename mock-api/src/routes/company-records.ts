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

type PageQuery = { page: number; pageSize: number };
/** What a domain's list answers: the page's rows, the count of every match, and anything else it sums (totals). */
type ListedPage = { rows: unknown[]; total: number };
type PageAnswer<Page extends ListedPage> = { success: true; data: Page['rows']; meta: PageMeta } & Omit<
  Page,
  'rows' | 'total'
>;
type CompanyPageEndpoint<Query extends z.ZodType<PageQuery>, Page extends ListedPage> = Endpoint<
  CompanyParams,
  Query,
  z.ZodType,
  Answers<PageAnswer<Page>>
>;

/**
 * Mounts one page of a company's records: `list` answers the page's rows, the count of every match and whatever
 * else the endpoint answers beside them (`totals`) from the member's database, the company and the checked query
 * (403/404 for a caller who is not a member).
 */
export function mountCompanyPage<Query extends z.ZodType<PageQuery>, Page extends ListedPage>(
  app: Hono<AppEnv>,
  endpoint: CompanyPageEndpoint<Query, Page>,
  list: (db: Db, companyId: number, query: EndpointInput<CompanyPageEndpoint<Query, Page>>['query']) => Page,
): void {
  mountEndpoint(app, endpoint, (c, { params, query }) => {
    const { rows, total, ...beside } = list(memberDb(c, params.companyId), params.companyId, query);
    return {
      success: true as const,
      data: rows,
      meta: { page: query.page, pageSize: query.pageSize, total },
      ...beside,
    };
  });
}

type CompanyListEndpoint<Query extends z.ZodType, Row> = Endpoint<
  CompanyParams,
  Query,
  z.ZodType,
  Answers<{ success: true; data: Row[] }>
>;

/**
 * Mounts a company's whole list (no paging): `list` answers every row from the member's database, the company and
 * the checked query (403/404 for a caller who is not a member).
 */
export function mountCompanyList<Query extends z.ZodType, Row>(
  app: Hono<AppEnv>,
  endpoint: CompanyListEndpoint<Query, Row>,
  list: (db: Db, companyId: number, query: EndpointInput<CompanyListEndpoint<Query, Row>>['query']) => Row[],
): void {
  mountEndpoint(app, endpoint, (c, { params, query }) => ({
    success: true as const,
    data: list(memberDb(c, params.companyId), params.companyId, query),
  }));
}

/**
 * Mounts a write for the company that the domain records as the caller's (a document's creator): `write` gets the
 * member's database, the company, the caller and the checked body, and its answer is the `itemInfo`.
 */
export function mountCallerCreate<Input, Item>(
  app: Hono<AppEnv>,
  endpoint: Endpoint<CompanyParams, z.ZodType, z.ZodType<Input>, ItemAnswer<Item>>,
  write: (db: Db, companyId: number, userId: number, input: Input) => Item,
): void {
  mountEndpoint(app, endpoint, (c, { params, body }) => ({
    success: true as const,
    itemInfo: write(memberDb(c, params.companyId), params.companyId, c.get('caller').userId, body),
  }));
}

/** As `mountCallerCreate`, for a write to one record (`:id`): an update, a cancel, a reversal. */
export function mountCallerUpdate<Input, Item>(
  app: Hono<AppEnv>,
  endpoint: Endpoint<RecordParams, z.ZodType, z.ZodType<Input>, ItemAnswer<Item>>,
  write: (db: Db, companyId: number, id: number, userId: number, input: Input) => Item,
): void {
  mountEndpoint(app, endpoint, (c, { params, body }) => ({
    success: true as const,
    itemInfo: write(memberDb(c, params.companyId), params.companyId, params.id, c.get('caller').userId, body),
  }));
}

/** Mounts one record's read (`:id`): `get` answers it from the member's database as the `itemInfo`. */
export function mountRecordRead<Item>(
  app: Hono<AppEnv>,
  endpoint: Endpoint<RecordParams, z.ZodType, z.ZodType, ItemAnswer<Item>>,
  get: (db: Db, companyId: number, id: number) => Item,
): void {
  mountEndpoint(app, endpoint, (c, { params }) => ({
    success: true as const,
    itemInfo: get(memberDb(c, params.companyId), params.companyId, params.id),
  }));
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

/** The domain's functions for records it answers as rows, with each row put through `view` (the API's record). */
export function viewedThrough<Row, Item, Input, Outcome>(
  view: (row: Row) => Item,
  { get, create, update, remove }: CompanyRecordDomain<Row, Input, Outcome>,
): CompanyRecordDomain<Item, Input, Outcome> {
  return {
    get: (db, companyId, id) => view(get(db, companyId, id)),
    create: (db, companyId, input) => view(create(db, companyId, input)),
    update: (db, companyId, id, input) => view(update(db, companyId, id, input)),
    remove,
  };
}

/**
 * Mounts a company's record endpoints over the domain's functions: each runs on the member's database (403/404 for
 * a caller who is not a member) and answers the record as `itemInfo`, the delete its outcome. An area whose record
 * is answered through a mapper gives its functions through `viewedThrough`; one whose writes need the caller writes
 * its handlers out.
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

/**
 * The answer of a page whose totals count its matches (`totals.count`): its rows, the page's meta with that count
 * as the total, and the totals themselves.
 */
export function countedPage<Row, Totals extends { count: number }>(
  query: PageQuery,
  { rows, totals }: { rows: Row[]; totals: Totals },
) {
  return {
    success: true as const,
    data: rows,
    meta: { page: query.page, pageSize: query.pageSize, total: totals.count },
    totals,
  };
}
