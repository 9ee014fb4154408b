import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { createStakeholderMutation } from '../../lib/query/stakeholder-record-query.ts';
import { nextStakeholderCodeQuery, updateStakeholderMutation } from './api.ts';
import { parseStakeholderFormType } from './form-type.ts';
import { StakeholderForm } from './stakeholder-form.tsx';
import { emptyStakeholderValues, stakeholderValues } from './stakeholder-form-values.ts';
import { useStakeholderRecord } from './use-stakeholder-record.ts';

function useOpenSaved(toast: string) {
  const navigate = useNavigate();
  return (saved: Stakeholder) => {
    void notify.success(toast);
    navigate(`/stakeholders/${saved.id}`);
  };
}

/** /stakeholders/create?formType=BUSINESS|INDIVIDUAL: the kind lives in the URL; the code is the company's next. */
export function StakeholderCreateScreen() {
  const companyId = requireActiveCompanyId();
  const [search, setSearch] = useSearchParams();
  const kind = parseStakeholderFormType(search.get('formType'));
  // The loader has read it; if that failed the code stays empty and the server gives the next one on save.
  const { data: code, isPending } = useQuery(nextStakeholderCodeQuery(companyId));
  const queryClient = useQueryClient();
  const save = useMutation(createStakeholderMutation(queryClient, companyId));
  const onSaved = useOpenSaved('WEB_STAKEHOLDER_CREATED');
  if (isPending) return null;
  return (
    <StakeholderForm
      initial={emptyStakeholderValues(kind, code ?? '')}
      recordId={null}
      kind={kind}
      onKindChange={(next) => setSearch({ formType: next }, { replace: true })}
      cancelTo="/stakeholders"
      save={save.mutateAsync}
      onSaved={onSaved}
    />
  );
}

/** /stakeholders/{id}/edit: the same form, prefilled; saving replaces every field (PUT). */
export function StakeholderEditScreen() {
  const { companyId, id, record } = useStakeholderRecord();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const save = useMutation(updateStakeholderMutation(queryClient, companyId, id));
  const onSaved = useOpenSaved('WEB_STAKEHOLDER_UPDATED');
  if (!record) return null;
  return (
    <StakeholderForm
      key={record.id}
      initial={stakeholderValues(record, language)}
      recordId={record.id}
      cancelTo={`/stakeholders/${record.id}`}
      save={save.mutateAsync}
      onSaved={onSaved}
    />
  );
}
