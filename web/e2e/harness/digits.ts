/** Persian digits for Latin ones, as a person types them on a Persian keyboard (the SPA reads both). */
export const toPersian = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

export const toLatin = (text: string) => text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)));

/** The page's digits for `language`: Persian in fa, Latin in en. */
export const digitsIn = (language: 'fa' | 'en') => (text: string) => (language === 'fa' ? toPersian(text) : text);
