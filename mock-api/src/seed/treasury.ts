import { and, eq } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { treasuryAccounts } from '@daftar/db/schema/treasury';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { type SeedPlace, seedMoves, seedPartners, seedPlaces } from '@daftar/db/seed/treasury-data';
import { seedPeriods, tehranDay } from '@daftar/db/seed/seed-years';
import { createOwnerTransaction, createPartner } from '../domain/treasury/owners.ts';
import { createPettyCashSettlement } from '../domain/treasury/petty-cash.ts';
import { createTreasuryTransfer } from '../domain/treasury/transfers.ts';
import { createTreasuryAccount } from '../domain/treasury/treasury-accounts.ts';
import { firstId } from '../domain/owned-row.ts';

/** Treats the books' own tafsili (20001, 30001, 30002) as a treasury account; answers its tafsili id. */
function adopt(db: Db, companyId: number, place: SeedPlace, code: string): number {
  const tafsili = firstId(
    db,
    tafsiliAccounts.id,
    and(eq(tafsiliAccounts.companyId, companyId), eq(tafsiliAccounts.code, code)),
  );
  if (!tafsili) throw new Error(`treasury seed: the books have no tafsili ${code}`);
  const { adopts: _code, ...fields } = place;
  db.insert(treasuryAccounts)
    .values({ ...fields, companyId, tafsiliId: tafsili.id })
    .run();
  db.update(tafsiliAccounts).set({ name: place.name }).where(eq(tafsiliAccounts.id, tafsili.id)).run();
  return tafsili.id;
}

function accountIdOf(db: Db, companyId: number, code: string): number {
  const row = db.$client
    .prepare("select id from accounts where company_id = ? and code = ? and level = 'MOEIN'")
    .get(companyId, code) as { id: number } | undefined;
  if (!row) throw new Error(`treasury seed: no account ${code}`);
  return row.id;
}

/**
 * Per seeded company: six treasury places (their opening balances on the first seeded year's first day), two partners
 * and the seeded years' transfers, petty-cash settlements, contributions and drawings (1404 whole, 1405 up to
 * `today`), written through the treasury's domain (each its own transaction and voucher, TEMPORARY). Runs after the
 * invoices' seed; a company that already has treasury accounts is left alone.
 */
export function seedTreasury(db: Db, today = tehranDay()): void {
  for (const company of Object.values(seededCompanies)) {
    const existing = firstId(db, treasuryAccounts.id, eq(treasuryAccounts.companyId, company.id));
    if (existing) continue;
    const places = seedPlaces(company.id).map((place) =>
      place.adopts
        ? adopt(db, company.id, place, place.adopts)
        : createTreasuryAccount(db, company.id, null, place).tafsiliId,
    );
    const partners = seedPartners.map((partner) => createPartner(db, company.id, partner).id);
    const placeAt = (index: number) => {
      const id = places[index];
      if (id === undefined) throw new Error(`treasury seed: no place ${index}`);
      return id;
    };
    for (const move of seedPeriods(today).flatMap((period) => seedMoves(company.id, period))) {
      if (move.type === 'TRANSFER') {
        const { from, to, type: _type, ...fields } = move;
        createTreasuryTransfer(db, company.id, null, {
          ...fields,
          fromTafsiliId: placeAt(from),
          toTafsiliId: placeAt(to),
        });
      } else if (move.type === 'SETTLEMENT') {
        createPettyCashSettlement(db, company.id, null, {
          holderTafsiliId: placeAt(move.holder),
          date: move.date,
          lines: move.lines.map((line) => ({
            accountId: accountIdOf(db, company.id, line.code),
            amount: line.amount,
            description: line.description,
          })),
        });
      } else {
        const partnerId = partners[move.partner];
        if (partnerId === undefined) throw new Error(`treasury seed: no partner ${move.partner}`);
        createOwnerTransaction(db, company.id, null, {
          partnerId,
          kind: move.kind,
          date: move.date,
          amount: move.amount,
          treasuryTafsiliId: placeAt(move.place),
        });
      }
    }
  }
}
