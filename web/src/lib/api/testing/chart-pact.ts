import { MatchersV3 } from '@pact-foundation/pact';
import { oneOf } from './matchers.ts';

const { boolean, integer, string } = MatchersV3;

/** A moein account's example: its values, and the area's own matchers for its code and creation moment. */
interface AccountExample {
  id: number;
  parentId: number;
  code: unknown;
  name: readonly [fa: string, en: string];
  type: string;
  system: boolean;
  createdAt: unknown;
}

/** A moein account of the chart as the API answers it, every field matched by type. */
export const pactAccount = ({ id, parentId, code, name, type, system, createdAt }: AccountExample) => ({
  id: integer(id),
  parentId: integer(parentId),
  level: oneOf(['GROUP', 'KOL', 'MOEIN'], 'MOEIN'),
  code,
  nameFa: string(name[0]),
  nameEn: string(name[1]),
  nature: oneOf(['DEBIT', 'CREDIT', 'NONE'], 'DEBIT'),
  type: oneOf(['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE'], type),
  archived: boolean(false),
  system: boolean(system),
  createdAt,
});

/** The group above `account` in the chart (groups have no parent), answered in the same list. */
export const pactGroup = (account: ReturnType<typeof pactAccount>, code: unknown, name: readonly [string, string]) => ({
  ...account,
  id: integer(1),
  parentId: null,
  level: 'GROUP',
  code,
  nameFa: string(name[0]),
  nameEn: string(name[1]),
});
