import type { LinkKind, PaymentLink, PaymentLinkInput } from '@daftar/contracts/endpoints/pay-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useCrumbLabel } from '../../lib/routing/crumb-labels.ts';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { createPaymentLinkMutation, getPaymentLinkQuery, updatePaymentLinkMutation } from './api.ts';
import { LinkForm } from './link-form.tsx';
import { emptyLinkValues, linkValues } from './link-form-values.ts';
import { linkIdParam, useTerminal, useTerminalId } from './use-terminal.ts';

/** The route's link of the route's terminal; the loader has read it (its 404 went to the error boundary). */
export function usePaymentLink(): { terminalId: number; link: PaymentLink | undefined } {
  const terminalId = useTerminalId();
  const linkId = linkIdParam(useParams().linkId);
  const link = useQuery(getPaymentLinkQuery(terminalId, linkId)).data;
  useCrumbLabel(`/pay/terminals/${terminalId}/${linkId}`, link?.title);
  return { terminalId, link };
}

/** /pay/terminals/{id}/new-payment, /new-purchase, /new-event: a new link of the kind; saving opens it. */
export function NewLinkScreen({ kind }: { kind: LinkKind }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { terminalId, terminal } = useTerminal();
  const create = useMutation(createPaymentLinkMutation(queryClient, terminalId));
  const back = `/pay/terminals/${terminalId}`;
  if (terminal && terminal.status !== 'ACTIVE') {
    return <ListEmptyState title={t('WEB_PAY_UNDER_REVIEW_TITLE')} body={t('WEB_PAY_UNDER_REVIEW_BODY')} />;
  }
  const save = async (input: PaymentLinkInput) => {
    const link = await create.mutateAsync(input);
    void notify.success(t('WEB_PAY_LINK_CREATED', { title: link.title }));
    navigate(`${back}/${link.id}`);
  };
  return (
    <LinkForm
      key={kind}
      initial={emptyLinkValues(kind)}
      draft={{ form: `pay-link-${kind.toLowerCase()}`, recordId: `terminal-${terminalId}` }}
      cancelTo={back}
      onSubmit={save}
    />
  );
}

/** /pay/terminals/{id}/{linkId}/edit: the link's fields; its kind stays. */
export function EditLinkScreen() {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { terminalId, link } = usePaymentLink();
  const update = useMutation(updatePaymentLinkMutation(queryClient, terminalId, link?.id ?? 0));
  if (!link) return null;
  const back = `/pay/terminals/${terminalId}/${link.id}`;
  const save = async (input: PaymentLinkInput) => {
    const saved = await update.mutateAsync(input);
    void notify.success(t('WEB_PAY_LINK_SAVED', { title: saved.title }));
    navigate(back);
  };
  return (
    <LinkForm
      key={link.id}
      initial={linkValues(link, language)}
      draft={{ form: 'pay-link', recordId: link.id }}
      cancelTo={back}
      onSubmit={save}
    />
  );
}
