import { roleMay } from '@daftar/contracts/endpoints/employees-roles';
import type { ImportKind } from '@daftar/contracts/endpoints/imports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { ImportFlow } from './import-flow.tsx';
import { importKindFacts } from './import-kinds.ts';
import './imports.css';

/**
 * An import page: under a list its kinds (/stakeholders/import, /items/import, the books' /accounting/import), or on
 * /company/import every kind the user's role may write, chosen first. Choosing another kind starts over.
 */
export function ImportScreen({ kinds }: { kinds: readonly ImportKind[] }) {
  const t = useT();
  const companyId = requireActiveCompanyId();
  const role = useQuery(profileQuery).data?.companies.find((each) => each.companyId === companyId)?.role;
  const allowed = kinds.filter((kind) => role !== undefined && roleMay(role, importKindFacts[kind].area, 'write'));
  // A list's link may name the kind to start with (`?kind=accounts` from the chart of accounts).
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<ImportKind | null>(() => {
    const asked = search.get('kind');
    return kinds.find((each) => each === asked) ?? null;
  });
  const kind = chosen && allowed.includes(chosen) ? chosen : allowed[0];

  return (
    <div className="import-screen" data-testid="import-screen">
      <p className="import-intro">{t('WEB_IMPORT_INTRO')}</p>
      {kind === undefined ? (
        <p className="form-error" role="alert" data-testid="import-not-allowed">
          {t('WEB_IMPORT_NOT_ALLOWED')}
        </p>
      ) : (
        <>
          {allowed.length > 1 && (
            <SegmentedField<ImportKind>
              legend={t('WEB_IMPORT_KIND')}
              name="kind"
              value={kind}
              options={allowed.map((each) => ({ value: each, label: t(importKindFacts[each].label) }))}
              onChange={setChosen}
              testId="import-kind"
            />
          )}
          <ImportFlow key={kind} kind={kind} companyId={companyId} />
        </>
      )}
    </div>
  );
}
