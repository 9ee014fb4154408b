import { describe, expect, it } from 'vitest';

/**
 * "Nothing typed is lost": every create and edit form keeps a draft. A feature file is a form when it renders a
 * `<form>` or a form dialog, or submits through the shared frame; it keeps a draft when it uses one of the draft
 * hooks and offers it back. A form that must not keep one says why here, so a new form without a draft fails.
 */
const noDraft: Record<string, string> = {
  'auth/login-screen.tsx': 'signing in: an e-mail, then a one-time code (a secret)',
  'banking/banking-auth-screen.tsx': "the bank's one-time code: a secret",
  'banking/transfer-steps.tsx': "a transfer's one-time code: a secret",
  'banking/transfer-form.tsx':
    "a bank transfer's first step, confirmed with a one-time code under its own idempotency key: not kept half-done",
  'banking/bills-screen.tsx': 'a bill paid at once from its two ids, not a record edited over time',
  'banking/bill-screen.tsx': 'a bill paid at once from a chosen deposit, not a record edited over time',
  'banking/limit-form.tsx': 'one amount, saved at once',
  'register/verify-mobile-screen.tsx': 'sign-up: a mobile number to send a code to',
  'register/join-business-screen.tsx': 'sign-up: an invitation code',
  'register/create-business-screen.tsx': 'sign-up, before a company exists for a draft to belong to',
  'pay-public/public-pay-form.tsx': "a payer's card and one-time code on a public page, with no signed-in user",
  'reports/saved-reports-panel.tsx': 'one box naming the report as it is shown, saved at once',
  'accounting/treasury/treasury-form.tsx':
    "the treasury dialogs' frame, no form of its own: each dialog on it keeps one",
};

const sources = import.meta.glob(['/src/features/**/*.tsx', '!/src/features/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const files = Object.entries(sources).map(([path, text]) => ({ name: path.replace('/src/features/', ''), text }));

const isForm = (text: string) =>
  /<(form|DraftForm)[\s>]|<(Treasury)?FormDialog[\s>]|use(Dialog|Treasury)Submit\(|useFormSubmit\(|useCoaForm\(/.test(
    text,
  );
const keepsDraft = (text: string) =>
  /use(DraftState|DraftFields|FormDraft|SettingsForm)(<[^(]*>)?\(|useCoaForm\(\{[\s\S]*?draft:/.test(text);
/**
 * Offered back: the form renders the offer (itself or through DraftForm), or hands the draft to a frame that does
 * (FormDialog and the treasury's TreasuryFormDialog on it, CoaFormDialog).
 */
const offersDraft = (text: string) =>
  /<Draft(Offer|Form)\s/.test(text) ||
  (/draft: kept\.draft/.test(text) && /<(Treasury)?FormDialog[\s>]/.test(text)) ||
  /<CoaFormDialog[\s>]/.test(text);

describe('every create and edit form keeps a draft', () => {
  const forms = files.filter((file) => isForm(file.text));

  it('finds the forms', () => {
    // The scan itself must not go blind (a renamed folder, a changed glob).
    expect(forms.map((file) => file.name)).toEqual(
      expect.arrayContaining(['items/item-form.tsx', 'accounting/treasury/transfer-dialog.tsx']),
    );
  });

  it('keeps a draft in each form that has no reason not to, and offers it back', () => {
    const missing = forms.filter((file) => !(file.name in noDraft) && !keepsDraft(file.text)).map((f) => f.name);
    expect(missing, 'forms without a draft (use useDraftState / useDraftFields, or say why in noDraft)').toEqual([]);
    const unoffered = forms.filter((file) => keepsDraft(file.text) && !offersDraft(file.text)).map((f) => f.name);
    expect(unoffered, 'forms that keep a draft but never offer it back').toEqual([]);
  });

  it('lists no reason for a form that is gone or keeps a draft after all', () => {
    const stale = Object.keys(noDraft).filter((name) => {
      const file = files.find((candidate) => candidate.name === name);
      return !file || !isForm(file.text) || keepsDraft(file.text);
    });
    expect(stale).toEqual([]);
  });
});
