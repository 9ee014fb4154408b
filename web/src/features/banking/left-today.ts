import type { Card, Deposit } from '@daftar/contracts/endpoints/banking-schemas';

type Limited = Pick<Deposit, 'dailyLimit' | 'usedToday'>;

/** A limit's rest for today, never below 0 (a limit lowered under what today already used leaves nothing). */
const rest = (limited: Limited) => Math.max(0, limited.dailyLimit - limited.usedToday);

/**
 * What a transfer from its source may still take today, as the bank will judge it: the rest of the deposit's daily
 * limit, and for card to card also the rest of the card's own. Undefined until the source is known.
 */
export function leftToday(
  kind: 'DEPOSIT' | 'CARD' | 'IBAN',
  sourceId: string,
  cards: readonly Card[],
  deposits: readonly Deposit[],
): number | undefined {
  if (kind === 'CARD') {
    const card = cards.find((candidate) => candidate.id === sourceId);
    const deposit = card && deposits.find((candidate) => candidate.id === card.depositId);
    return card && deposit ? Math.min(rest(card), rest(deposit)) : undefined;
  }
  const deposit = deposits.find((candidate) => candidate.id === sourceId);
  return deposit && rest(deposit);
}
