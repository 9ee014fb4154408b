/** Persian digits for Latin ones, as a person types them on a Persian keyboard (the SPA reads both). */
export const toPersian = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

export const toLatin = (text: string) => text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)));
