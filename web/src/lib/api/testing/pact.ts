import { MatchersV3, Pact } from '@pact-foundation/pact';
import { pactDirFor } from '@daftar/contracts/pact-parts';
import { participants, pactsDir } from '@daftar/contracts/pacts-dir';
import type { FieldError } from '@daftar/contracts/envelope';
import { expect } from 'vitest';
import { createHttpClient, type HttpClient } from '../http-client.ts';
import { expectRefused } from './refusal.ts';

/** A Pact mock server standing in for one host; interactions end up in contracts/pacts/ (see pact-parts.ts). */
export function pactFor(host: 'main' | 'pay'): Pact {
  return new Pact({
    consumer: participants.consumer,
    provider: host === 'main' ? participants.mainProvider : participants.payProvider,
    dir: pactDirFor(pactsDir),
    logLevel: 'warn',
  });
}

export interface PactClientOptions {
  /** Sent as `Authorization: Bearer …`, as the SPA does once signed in. */
  accessToken?: string;
  /** Sent as the `bank-token` header, as the SPA does inside banking. */
  bankToken?: string;
}

/**
 * The SPA's real client pointed at the Pact mock server for both hosts, with fixed credentials and no recovery,
 * so an interaction records exactly one request. No XSRF header: the provider run adds the cookie and header a
 * browser would send.
 */
export function clientFor(mockServerUrl: string, options: PactClientOptions = {}): HttpClient {
  return createHttpClient({
    baseUrls: { main: mockServerUrl, pay: mockServerUrl },
    xsrf: false,
    credentials: { accessToken: () => options.accessToken ?? null, bankToken: () => options.bankToken ?? null },
  });
}

/** The bearer header the SPA sends once signed in; `signedIn` is what the Pact client sends it with. */
export const bearer = MatchersV3.regex(/^Bearer \S+$/, 'Bearer pact-access-token');
export const signedIn: PactClientOptions = { accessToken: 'pact-access-token' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Unconfigured = ReturnType<Pact['addInteraction']>;
type StateParams = Parameters<Unconfigured['given']>[1];
type RequestBuilder = Parameters<NonNullable<Parameters<Unconfigured['withRequest']>[2]>>[0];
type Query = Parameters<RequestBuilder['query']>[0];
type Headers = Parameters<RequestBuilder['headers']>[0];
/** A path as Pact takes it: the text, or a matcher (a path from the provider state's ids). */
type Path = Parameters<Unconfigured['withRequest']>[1];
/** What a request sends besides its method and path: a query, headers (beside the bearer one) and a JSON body. */
interface Sent {
  query?: Query;
  headers?: Headers;
  body?: unknown;
}

/**
 * One interaction as most are: a provider state, one request (with its query, headers and JSON body, if any) and a JSON
 * answer, then a test that calls the client function the pact is for through the SPA's real client. The rest of
 * Pact's chain is always the same, so it is written once here:
 * `signedInPact(state, params).uponReceiving(…).request('GET /api/v1/…').answers(200, body).test(async (client) => …)`.
 */
export class PactInteraction {
  private host: 'main' | 'pay' = 'main';
  private description = '';
  private method: Method = 'GET';
  private path: Path = '';
  private sent: Sent = {};
  private status = 200;
  private answer: unknown;
  private answerHeaders: Headers | undefined;
  private answerFile: { contentType: string; bytes: Buffer } | undefined;
  private answerFileOfType: { contentType: string; file: string } | undefined;

  private credentials: PactClientOptions | undefined;
  private refusal: { status: number; message: string; fieldErrors?: FieldError[] } | undefined;

  private readonly state: string;
  private readonly params: StateParams;
  private readonly withToken: boolean;

  constructor(state: string, params: StateParams, withToken: boolean) {
    this.state = state;
    this.params = params;
    this.withToken = withToken;
  }

  /** The payment API host instead of the main one. */
  on(host: 'main' | 'pay'): this {
    this.host = host;
    return this;
  }

  /** The client `test` is handed sends these credentials (inside banking, the bank token too). */
  withCredentials(credentials: PactClientOptions): this {
    this.credentials = credentials;
    return this;
  }

  uponReceiving(description: string): this {
    this.description = description;
    return this;
  }

  /**
   * `GET /api/v1/users/profile`, or `['GET', path]` for a path that is a matcher, with the query, headers and JSON
   * body sent when there are some.
   */
  request(route: `${Method} ${string}` | readonly [Method, Path], sent: Sent = {}): this {
    const [method, path] = typeof route === 'string' ? (route.split(' ') as [Method, string]) : route;
    Object.assign(this, { method, path, sent });
    return this;
  }

  /** The status and JSON body the provider answers, and the headers it must send when they matter. */
  answers(status: number, body: unknown, headers?: Headers): this {
    Object.assign(this, { status, answer: body, answerHeaders: headers });
    return this;
  }

  /** One record as the API answers it: `{ success: true, itemInfo }`. */
  answersItem(status: number, itemInfo: unknown): this {
    return this.answers(status, { success: true, itemInfo });
  }

  /** A list without paging as the API answers it: `{ success: true, data }`, rows shaped like `row`. */
  answersList(status: number, row: unknown): this {
    return this.answers(status, { success: true, data: MatchersV3.eachLike(row) });
  }

  /**
   * A refusal as the API answers it: `{ success: false, message, errors }`, `errors` the fields' (when given). Given
   * as they are (not a matcher), they are also what `testRefused` expects the client to hand on.
   */
  refuses(status: number, message: string, errors?: FieldError[] | MatchersV3.Matcher<unknown>): this {
    this.refusal = { status, message, ...(Array.isArray(errors) ? { fieldErrors: errors } : {}) };
    return this.answers(status, { success: false, message, ...(errors === undefined ? {} : { errors }) });
  }

  /**
   * An action the API answers with `{ success: true }` alone (a removal, a sign-out): recorded, and `call`, made with
   * the SPA's client, must resolve with nothing.
   */
  answersDone(call: (client: HttpClient) => Promise<unknown>): Promise<void> {
    return this.answers(200, { success: true }).test(async (client) => {
      await expect(call(client)).resolves.toBeUndefined();
    });
  }

  /**
   * A removal the API answers with its outcome (`DELETED`, or `ARCHIVED` for a record something refers to): recorded,
   * and `call`, made with the SPA's client, must resolve with that outcome.
   */
  answersOutcome(outcome: string, call: (client: HttpClient) => Promise<unknown>): Promise<void> {
    return this.answersItem(200, { outcome }).test(async (client) => {
      expect(await call(client)).toBe(outcome);
    });
  }

  /**
   * Records the refusal `refuses` set and checks the SPA's client gives it back: `call` rejects with the answer's
   * status, the server's code and the field errors sent as they are.
   */
  testRefused(call: (client: HttpClient) => Promise<unknown>): Promise<void> {
    const refusal = this.refusal;
    if (!refusal) throw new Error('testRefused needs the refusal: call refuses(…) first');
    return this.test((client) => expectRefused(call(client), refusal.status, refusal.message, refusal.fieldErrors));
  }

  /** `refuses(status, message, fieldErrors)` then `testRefused(call)`: the refusal is written once, for both sides. */
  refusesCall(
    status: number,
    message: string,
    call: (client: HttpClient) => Promise<unknown>,
    fieldErrors?: FieldError[],
  ): Promise<void> {
    return this.refuses(status, message, fieldErrors).testRefused(call);
  }

  /**
   * A refusal naming a field, its `errors` matched by shape (`eachLike(fieldError)`: the provider may name other
   * fields too): recorded, and `call`, made with the SPA's client, must reject with the status, the code and that
   * field's error.
   */
  refusesField(
    status: number,
    message: string,
    fieldError: FieldError,
    call: (client: HttpClient) => Promise<unknown>,
  ): Promise<void> {
    return this.refuses(status, message, MatchersV3.eachLike(fieldError)).test((client) =>
      expectRefused(call(client), status, message, [fieldError]),
    );
  }

  /** A `file` endpoint's answer: the bytes of the type given, with the headers that must come with them. */
  answersFile(status: number, contentType: string, bytes: Buffer, headers?: Headers): this {
    Object.assign(this, { status, answerFile: { contentType, bytes }, answerHeaders: headers });
    return this;
  }

  /**
   * A `file` endpoint whose bytes differ each time they are made (a generated workbook's zip dates): the answer's
   * body must be of the kind `file` (a sample) is, as Pact detects it from the bytes (`application/zip` for an
   * XLSX); its bytes are not compared. `headers` are stated after the body, so its Content-Type is the one matched.
   */
  answersFileOfType(status: number, detected: string, file: string, headers?: Headers): this {
    Object.assign(this, { status, answerFileOfType: { contentType: detected, file }, answerHeaders: headers });
    return this;
  }

  /**
   * Records the interaction and runs `test` against the Pact mock server: `client` is the SPA's, signed in when
   * the interaction is; `url` is the server's, for a test that builds a client of its own.
   */
  test(test: (client: HttpClient, url: string) => Promise<void>): Promise<void> {
    const { query, body } = this.sent;
    const headers = { ...(this.withToken ? { Authorization: bearer } : {}), ...this.sent.headers };
    return pactFor(this.host)
      .addInteraction()
      .given(this.state, this.params)
      .uponReceiving(this.description)
      .withRequest(this.method, this.path, (b) => {
        if (query) b.query(query);
        if (Object.keys(headers).length > 0) b.headers(headers);
        if (body !== undefined) b.jsonBody(body);
      })
      .willRespondWith(this.status, (b) => {
        if (this.answerHeaders && !this.answerFileOfType) b.headers(this.answerHeaders);
        if (this.answerFile) b.body(this.answerFile.contentType, this.answerFile.bytes);
        else if (this.answerFileOfType) {
          b.binaryFile(this.answerFileOfType.contentType, this.answerFileOfType.file);
          if (this.answerHeaders) b.headers(this.answerHeaders);
        } else b.jsonBody(this.answer);
      })
      .executeTest((server) =>
        test(clientFor(server.url, this.credentials ?? (this.withToken ? signedIn : {})), server.url),
      );
  }
}

const { eachLike, integer } = MatchersV3;

/** A list's first page of 20 as the API answers it: rows shaped like `row`, the paging, then any `more` (totals). */
export function firstPage(row: unknown, more: Record<string, unknown> = {}) {
  return {
    success: true,
    data: eachLike(row),
    meta: { page: integer(1), pageSize: integer(20), total: integer(1) },
    ...more,
  };
}

/** An interaction of a signed-in user: the request carries the bearer header, the client the access token. */
export function signedInPact(state: string, params?: StateParams): PactInteraction {
  return new PactInteraction(state, params, true);
}

/** An interaction without a token (before sign-in, or to be refused as anonymous). */
export function anonymousPact(state: string, params?: StateParams): PactInteraction {
  return new PactInteraction(state, params, false);
}

/**
 * What every company area answers a member of another company: the signed-in user asks about company 2 of the
 * provider state, which they do not belong to, and is refused 403 NOT_A_COMPANY_MEMBER. Chain `.test(…)` with the
 * client call and how it must fail.
 */
export function notAMemberPact(description: string, route: `${Method} ${string}`, sent?: Sent): PactInteraction {
  return signedInPact('a company the signed-in user is not a member of', { companyId: 2 })
    .uponReceiving(description)
    .request(route, sent)
    .refuses(403, 'NOT_A_COMPANY_MEMBER');
}

/**
 * A picker's search for a company's active people (company 1 of the provider state, the first page of 20 by name):
 * the API answers `found` as the page's row. Chain `.test(…)` with the picker's client call.
 */
export function stakeholderSearchPact(
  state: string,
  params: StateParams,
  description: string,
  q: string,
  found: unknown,
): PactInteraction {
  return signedInPact(state, params)
    .uponReceiving(description)
    .request('GET /api/v1/companies/1/stakeholders', {
      query: { page: '1', pageSize: '20', sort: 'displayName', active: 'true', q },
    })
    .answers(200, firstPage(MatchersV3.like(found)));
}
