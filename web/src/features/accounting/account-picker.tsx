import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { localDigits } from '../../lib/format/digits.ts';
import { type ComboboxProps, type ComboOption, Combobox } from '../../ui/fields/combobox.tsx';

/** What the pickers read of an account and a tafsili (the contract's Account and Tafsili fit). */
export interface PickableAccount {
  id: number;
  parentId: number | null;
  level: 'GROUP' | 'KOL' | 'MOEIN';
  code: string;
  nameFa: string;
  nameEn: string | null;
  archived: boolean;
}
export interface PickableTafsili {
  id: number;
  code: string;
  name: string;
  archived: boolean;
}

/** A picker takes the combobox's props but its options, which it makes from the records it is given. */
type PickerProps = Omit<ComboboxProps, 'options' | 'maxShown' | 'onTextChange'>;

/** An account's name in the page's language (the English name when there is one). */
export function accountName(account: Pick<PickableAccount, 'nameFa' | 'nameEn'>, language: 'fa' | 'en'): string {
  return language === 'en' && account.nameEn ? account.nameEn : account.nameFa;
}

/** "1101 Cash" (fa: ۱۱۰۱ صندوق): how an account is named in pickers, lists and reports. */
export function accountLabel(account: PickableAccount, language: 'fa' | 'en'): string {
  return `${localDigits(account.code, language)} ${accountName(account, language)}`;
}

/**
 * Picks a moein account (vouchers post to moein only) by code or name in either language; the kol it sits under is
 * shown beneath each match. Archived accounts are not offered, but one already chosen stays shown.
 */
export function AccountPicker({ accounts, ...props }: PickerProps & { accounts: readonly PickableAccount[] }) {
  const { language } = useLanguage();
  const options = useMemo<ComboOption[]>(() => {
    const byId = new Map(accounts.map((account) => [account.id, account]));
    return accounts
      .filter((account) => account.level === 'MOEIN' && (!account.archived || account.id === props.value))
      .map((account) => {
        const parent = account.parentId ? byId.get(account.parentId) : undefined;
        return {
          id: account.id,
          label: accountLabel(account, language),
          detail: parent ? accountLabel(parent, language) : undefined,
          keywords: `${account.code} ${account.nameFa} ${account.nameEn ?? ''}`,
        };
      });
  }, [accounts, language, props.value]);
  return <Combobox options={options} {...props} />;
}

/** Picks a detail (tafsili) account: a person, bank account, cash box, petty cash or project, by code or name. */
export function TafsiliPicker({ tafsili, ...props }: PickerProps & { tafsili: readonly PickableTafsili[] }) {
  const { language } = useLanguage();
  const options = useMemo<ComboOption[]>(
    () =>
      tafsili
        .filter((detail) => !detail.archived || detail.id === props.value)
        .map((detail) => ({
          id: detail.id,
          label: `${localDigits(detail.code, language)} ${detail.name}`,
          keywords: detail.code,
        })),
    [tafsili, language, props.value],
  );
  return <Combobox options={options} {...props} />;
}
