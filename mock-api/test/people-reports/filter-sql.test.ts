import {
  customerFilterFields,
  type FieldSpec,
  type FilterCondition,
  filterOperators,
  filterQuerySchema,
  invoiceFilterFields,
  operatorsOf,
} from '@daftar/contracts/endpoints/report-filters';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { customerFieldSql } from '../../src/domain/sales-reports/advance-customers.ts';
import { invoiceFieldSql } from '../../src/domain/sales-reports/advance-invoices.ts';
import { conditionSql, type FieldSql } from '../../src/domain/sales-reports/filter-sql.ts';

const dialect = new SQLiteSyncDialect();
const tables: [string, Record<string, FieldSpec>, Record<string, FieldSql>][] = [
  ['invoices', invoiceFilterFields, invoiceFieldSql('2026-11-27')],
  ['customers', customerFilterFields, customerFieldSql],
];

/** A value of the field's type that an operator takes. */
function sample(spec: FieldSpec, op: FilterCondition['op']): unknown {
  const one = { text: 'x', enum: spec.values?.[0], number: 3, money: 1000, date: '2026-04-01', boolean: true }[
    spec.type
  ];
  if (op === 'oneOf') return [one];
  if (op === 'between') return [one, spec.type === 'date' ? '2026-05-01' : 5000];
  return one;
}

describe('the filter-to-SQL table', () => {
  for (const [name, contract, server] of tables) {
    it(`has SQL of the contract's type for every ${name} field, and nothing else`, () => {
      expect(Object.keys(server).sort()).toEqual(Object.keys(contract).sort());
      for (const [field, spec] of Object.entries(contract))
        expect([field, server[field]?.type]).toEqual([field, spec.type]);
    });

    it(`accepts each fitting operator on every ${name} field and refuses every other one (400 at the condition)`, () => {
      const schema = filterQuerySchema(contract);
      for (const [field, spec] of Object.entries(contract)) {
        for (const op of filterOperators) {
          const parsed = schema.safeParse(JSON.stringify([{ field, op, value: sample(spec, op) }]));
          if (operatorsOf[spec.type].includes(op)) {
            expect([field, op, parsed.success]).toEqual([field, op, true]);
            const condition = (parsed.data ?? [])[0] as FilterCondition;
            const query = dialect.sqlToQuery(conditionSql(server[field] as FieldSql, condition));
            // The value travels as parameters, never as SQL text.
            expect(query.sql).not.toContain('2026-04-01');
            expect(query.params.length).toBeGreaterThan(0);
          } else {
            expect([field, op, parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])]).toEqual([
              field,
              op,
              [['0.op', 'OPERATOR_NOT_ALLOWED']],
            ]);
            // The server's table refuses it too, should anything skip the contract.
            const condition = { field, op, value: sample(spec, 'is') } as FilterCondition;
            expect(() => conditionSql(server[field] as FieldSql, condition)).toThrow(/does not fit/);
          }
        }
      }
    });
  }

  it('keeps text a parameter, and says which condition failed and why', () => {
    const [, , server] = tables[0] ?? [];
    const query = dialect.sqlToQuery(
      conditionSql(server?.party as FieldSql, {
        field: 'party',
        op: 'contains',
        value: "x'); drop table invoices; --",
      }),
    );
    expect(query.sql).toBe(`instr(lower(coalesce(i.stakeholder_name, '')), lower(?)) > 0`);
    expect(query.params).toEqual(["x'); drop table invoices; --"]);
    const schema = filterQuerySchema(invoiceFilterFields);
    const refused = schema.safeParse(
      JSON.stringify([
        { field: 'kind', op: 'is', value: 'SELL' },
        { field: 'issueDate', op: 'between', value: ['2026-05-01', '2026-04-01'] },
        { field: 'total', op: 'gte', value: 1.5 },
      ]),
    );
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.value', 'RANGE_REVERSED'],
      ['2.value', 'INVALID_VALUE'],
    ]);
  });
});
