import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyRecordCalls, companyRecordEndpoints, readReplaceEndpoints } from './endpoint-groups.ts';
import { okSchema } from './envelope.ts';
import { companyParamsSchema, companyRecordParamsSchema } from './schemas/list-query.ts';

const params = z.object({ companyId: z.coerce.number() });
const recordParams = params.extend({ id: z.coerce.number() });
const record = z.object({ id: z.number(), name: z.string() });
const input = z.object({ name: z.string() });

const spec = {
  names: ['Widget', 'Widgets'],
  path: '/api/v1/companies/:companyId/widgets',
  params,
  recordParams,
  record,
  input,
  list: { summary: 'list', response: z.array(record) },
  get: 'get',
  create: 'create',
  update: 'update',
  remove: { summary: 'remove', response: okSchema },
} as const;

describe('companyRecordEndpoints', () => {
  const endpoints = companyRecordEndpoints(spec);

  it('names, routes and signs in the five calls of a company record', () => {
    const shapes = Object.values(endpoints).map(({ name, method, path, host, auth, status }) => ({
      name,
      method,
      path,
      host,
      auth,
      status,
    }));
    const at = (name: string, method: string, path: string, status?: 201) => ({
      name,
      method,
      path: `/api/v1/companies/:companyId/widgets${path}`,
      host: 'main',
      auth: 'user',
      status,
    });
    expect(shapes).toEqual([
      at('listWidgets', 'GET', ''),
      at('getWidget', 'GET', '/:id'),
      at('createWidget', 'POST', '', 201),
      at('updateWidget', 'PUT', '/:id'),
      at('removeWidget', 'DELETE', '/:id'),
    ]);
  });

  it('takes the collection params for list and create, the record params for the others', () => {
    expect(endpoints.list.params).toBe(params);
    expect(endpoints.create.params).toBe(params);
    for (const endpoint of [endpoints.get, endpoints.update, endpoints.remove]) {
      expect(endpoint.params).toBe(recordParams);
    }
  });

  it('sends the input on create and update only, and answers the record in an item envelope', () => {
    expect(endpoints.create.body).toBe(input);
    expect(endpoints.update.body).toBe(input);
    expect('body' in endpoints.get || 'body' in endpoints.remove).toBe(false);
    const row = { id: 1, name: 'a' };
    for (const endpoint of [endpoints.get, endpoints.create, endpoints.update]) {
      expect(endpoint.response.parse({ success: true, itemInfo: row })).toEqual({ success: true, itemInfo: row });
    }
    expect(endpoints.remove.response).toBe(okSchema);
  });

  it('leaves the query out of a list that has none, and keeps one that is given', () => {
    expect('query' in endpoints.list).toBe(false);
    const query = z.object({ page: z.coerce.number() });
    const paged = companyRecordEndpoints({ ...spec, list: { ...spec.list, query } });
    expect(paged.list.query).toBe(query);
  });
});

describe('companyRecordEndpoints without some calls', () => {
  const { get: _get, remove: _remove, ...lacking } = spec;

  it('declares only the calls left, keyed as before', () => {
    const endpoints = companyRecordEndpoints({ ...lacking, without: ['get', 'remove'] });
    expect(Object.values(endpoints).map((endpoint) => endpoint.name)).toEqual([
      'listWidgets',
      'createWidget',
      'updateWidget',
    ]);
  });

  it('answers a removal outcome when remove gives no answer of its own', () => {
    const endpoints = companyRecordEndpoints({ ...spec, remove: { summary: 'remove' } });
    const removed = { success: true, itemInfo: { outcome: 'ARCHIVED' } };
    expect(endpoints.remove.response.parse(removed)).toEqual(removed);
    expect(endpoints.remove.response.safeParse({ success: true, itemInfo: { outcome: 'GONE' } }).success).toBe(false);
  });
});

describe('readReplaceEndpoints', () => {
  const endpoints = readReplaceEndpoints({
    names: ['getWidgetSettings', 'updateWidgetSettings'],
    path: '/api/v1/companies/:companyId/widget-settings',
    params,
    record,
    input,
    get: 'read',
    update: 'replace',
  });

  it('reads with GET and replaces with PUT at the one path, signed in, each with its own words', () => {
    const { get, update } = endpoints;
    expect(
      [get, update].map(({ name, method, path, host, auth, summary }) => ({ name, method, path, host, auth, summary })),
    ).toEqual([
      {
        name: 'getWidgetSettings',
        method: 'GET',
        path: '/api/v1/companies/:companyId/widget-settings',
        host: 'main',
        auth: 'user',
        summary: 'read',
      },
      {
        name: 'updateWidgetSettings',
        method: 'PUT',
        path: '/api/v1/companies/:companyId/widget-settings',
        host: 'main',
        auth: 'user',
        summary: 'replace',
      },
    ]);
  });

  it('takes the input as the update body and answers the record in an item envelope from both', () => {
    expect(endpoints.get.body).toBeUndefined();
    expect(endpoints.update.body).toBe(input);
    const answer = { success: true, itemInfo: { id: 1, name: 'w' } };
    for (const endpoint of [endpoints.get, endpoints.update]) {
      expect(endpoint.params).toBe(params);
      expect(endpoint.response.parse(answer)).toEqual(answer);
      expect(endpoint.response.safeParse({ success: true, itemInfo: { id: 1 } }).success).toBe(false);
    }
  });
});

describe('companyRecordCalls', () => {
  const calls = companyRecordCalls('/api/v1/companies/:companyId/widgets', record);
  const list = calls.list('listWidgets', { summary: 'list', response: z.array(record) });
  const create = calls.collection.post('createWidget', { status: 201, summary: 'create', body: input });
  const get = calls.record.get('getWidget', { summary: 'get' });

  it('lists at the collection path with the company params, signed in on the main API', () => {
    expect(list).toMatchObject({
      name: 'listWidgets',
      method: 'GET',
      path: '/api/v1/companies/:companyId/widgets',
      host: 'main',
      auth: 'user',
      params: companyParamsSchema,
    });
    expect(list).not.toHaveProperty('query');
  });

  it('creates at the collection path and reads one at recordPath with the record params', () => {
    expect(calls.recordPath).toBe('/api/v1/companies/:companyId/widgets/:id');
    expect(create).toMatchObject({ path: '/api/v1/companies/:companyId/widgets', params: companyParamsSchema });
    expect(get).toMatchObject({ path: calls.recordPath, params: companyRecordParamsSchema });
  });
});
