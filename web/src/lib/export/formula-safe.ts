/** What a spreadsheet would run as a formula (or a DDE command) when a cell begins with it. */
export const formulaStart = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet shows as text: one that begins like a formula gets a leading apostrophe, as papaparse's
 * `escapeFormulae` does for the CSV files, so a name typed as `=HYPERLINK(…)` never runs on an accountant's machine.
 */
export const formulaSafe = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);
