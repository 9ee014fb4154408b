import type { Account } from '@daftar/contracts/endpoints/accounting-chart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { localDigits } from '../../lib/format/digits.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { accountName } from './account-picker.tsx';
import { type AccountDraft, CoaAccountDialog } from './coa-account-dialog.tsx';
import { CoaTable } from './coa-table.tsx';
import { accountsQuery, removeAccountMutation } from './report-queries.ts';
import { useBooksScreen } from './books-screen.ts';

/** The chart in tree order: each group, its kols, each kol's moeins (the API lists them in code order). */
function treeOrder(accounts: readonly Account[]): { account: Account; depth: number }[] {
  const children = new Map<number | null, Account[]>();
  for (const account of accounts) children.set(account.parentId, [...(children.get(account.parentId) ?? []), account]);
  const walk = (parentId: number | null, depth: number): { account: Account; depth: number }[] =>
    (children.get(parentId) ?? []).flatMap((account) => [{ account, depth }, ...walk(account.id, depth + 1)]);
  return walk(null, 0);
}

/**
 * The chart of accounts as a tree (group → kol → moein): codes and names editable, a group added at the top, a kol
 * under a group and a moein under a kol. Removing an account with postings archives it (the server decides and says which).
 */
export function CoaTree() {
  const { t, language, companyId, mayWrite } = useBooksScreen();
  const errorText = useErrorText();
  const accounts = useQuery(accountsQuery(companyId));
  const remove = useMutation(removeAccountMutation(useQueryClient(), companyId));
  const [draft, setDraft] = useState<AccountDraft | null>(null);
  const [removing, setRemoving] = useState<Account | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = useMemo(() => treeOrder(accounts.data ?? []), [accounts.data]);

  if (accounts.error && !accounts.data) {
    return (
      <ListEmptyState
        title={t('WEB_REPORT_LOAD_FAILED')}
        body={errorText(accounts.error)}
        action={
          <Button variant="outline" onClick={() => void accounts.refetch()}>
            {t('WEB_LIST_RETRY')}
          </Button>
        }
      />
    );
  }
  if (!accounts.data) return <p className="report-loading">{t('WEB_LOADING')}</p>;

  async function confirmRemove(account: Account) {
    try {
      const outcome = await remove.mutateAsync(account.id);
      setNotice(t(outcome === 'ARCHIVED' ? 'WEB_COA_ARCHIVED' : 'WEB_COA_DELETED', { code: account.code }));
    } catch (error) {
      setNotice(errorText(error));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <div className="spread-row report-toolbar">
        {mayWrite && (
          <>
            <ButtonLink to="/accounting/import?kind=accounts" variant="outline" data-testid="coa-import">
              {t('WEB_IMPORT_ACCOUNTS')}
            </ButtonLink>
            <Button onClick={() => setDraft({ group: true })} data-testid="coa-add-group">
              {t('WEB_COA_ADD_GROUP')}
            </Button>
          </>
        )}
      </div>
      {notice && (
        <p className="coa-notice" role="status" data-testid="coa-notice">
          {notice}
        </p>
      )}
      <CoaTable
        className="coa-tree"
        testId="coa-tree"
        headers={['WEB_REPORT_CODE', 'WEB_REPORT_ACCOUNT', 'WEB_REPORT_LEVEL']}
        rowCount={rows.length}
        renderRow={(index, rowProps) => {
          const entry = rows[index];
          if (!entry) return null;
          const { account, depth } = entry;
          return (
            <tr
              key={account.id}
              className={`coa-level-${account.level.toLowerCase()}${account.archived ? ' coa-archived' : ''}`}
              data-testid={`coa-account-${account.code}`}
              {...rowProps}
            >
              <td dir="ltr" className="coa-code">
                {localDigits(account.code, language)}
              </td>
              <td data-column="name" style={{ paddingInlineStart: `calc(${depth} * 1.25rem + 0.75rem)` }}>
                {accountName(account, language)}
                {account.archived && <span className="coa-badge">{t('WEB_COA_ARCHIVED_BADGE')}</span>}
              </td>
              <td>{t(`WEB_REPORT_LEVEL_${account.level}`)}</td>
              <td className="coa-actions">
                {mayWrite && (
                  <>
                    <Button
                      size="sm"
                      variant="text"
                      onClick={() => setDraft({ account })}
                      data-testid={`coa-edit-${account.code}`}
                    >
                      {t('WEB_COA_EDIT')}
                    </Button>
                    {account.level !== 'MOEIN' && (
                      <Button
                        size="sm"
                        variant="text"
                        onClick={() => setDraft({ parent: account })}
                        data-testid={`coa-add-${account.code}`}
                      >
                        {t(account.level === 'GROUP' ? 'WEB_COA_ADD_KOL' : 'WEB_COA_ADD_MOEIN')}
                      </Button>
                    )}
                    {!account.system && !account.archived && (
                      <Button
                        size="sm"
                        variant="text"
                        onClick={() => setRemoving(account)}
                        data-testid={`coa-remove-${account.code}`}
                      >
                        {t('WEB_COA_REMOVE')}
                      </Button>
                    )}
                  </>
                )}
              </td>
            </tr>
          );
        }}
      />
      {draft && <CoaAccountDialog draft={draft} onClose={() => setDraft(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('WEB_COA_REMOVE_TITLE', { account: removing ? accountName(removing, language) : '' })}
        confirmLabel={t('WEB_COA_REMOVE')}
        busy={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {t('WEB_COA_REMOVE_BODY')}
      </ConfirmDialog>
    </>
  );
}
