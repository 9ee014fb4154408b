import { beforeEach, describe, expect, it } from 'vitest';
import { clearWork, workNames } from '../storage/work-store.ts';
import { type DraftScope, draftKey, readDraft, removeDraft, withoutSecrets, writeDraft } from './draft-store.ts';

const scope: DraftScope = { user: 'sara@example.com', companyId: 7, form: 'stakeholder', recordId: null };

beforeEach(() => clearWork());

describe('draft keys', () => {
  it('names the user (hashed), the company, the form and the record', () => {
    const key = draftKey(scope);
    expect(key).toMatch(/^draft\.[0-9a-z]+\.7\.stakeholder\.new$/);
    expect(key).not.toContain('sara');
    expect(draftKey({ ...scope, recordId: 42 })).toMatch(/\.stakeholder\.42$/);
  });

  it('keeps users, companies, forms and records apart', () => {
    const keys = new Set([
      draftKey(scope),
      draftKey({ ...scope, user: 'ali@example.com' }),
      draftKey({ ...scope, companyId: 8 }),
      draftKey({ ...scope, form: 'item' }),
      draftKey({ ...scope, recordId: 1 }),
      draftKey({ ...scope, recordId: 2 }),
    ]);
    expect(keys.size).toBe(6);
  });

  it('gives the same form of the same user the same key on every visit', () => {
    expect(draftKey({ ...scope })).toBe(draftKey(scope));
  });
});

describe('drafts', () => {
  it('are written, read back with their time, and removed', () => {
    writeDraft(scope, { firstName: 'مریم' }, 1000);
    expect(readDraft(scope)).toEqual({ values: { firstName: 'مریم' }, savedAt: 1000 });
    expect(readDraft({ ...scope, companyId: 8 })).toBeNull();
    removeDraft(scope);
    expect(readDraft(scope)).toBeNull();
  });

  it('never hold a secret-named field, at any depth', () => {
    expect(withoutSecrets({ name: 'a', password: 'x', lines: [{ item: 1, otpCode: '123' }], bankToken: 't' })).toEqual({
      name: 'a',
      lines: [{ item: 1 }],
    });
    writeDraft(scope, { name: 'a', password: 'hunter2' });
    expect(JSON.stringify(localStorage)).not.toContain('hunter2');
  });

  it('are all gone after clearWork (sign-out)', () => {
    writeDraft(scope, { name: 'a' });
    writeDraft({ ...scope, form: 'item' }, { name: 'b' });
    clearWork();
    expect(workNames('draft.')).toEqual([]);
  });

  it('read nothing from a damaged entry', () => {
    localStorage.setItem(`daftar.work.${draftKey(scope)}`, '{not json');
    expect(readDraft(scope)).toBeNull();
  });
});
