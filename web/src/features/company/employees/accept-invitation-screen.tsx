import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import { storeActiveCompanyId } from '../../../lib/session/active-company.ts';
import { keepOnlySessionQueries } from '../../../lib/session/keep-session-queries.ts';
import { profileQuery } from '../../../lib/session/profile-query.ts';
import { AuthFrame } from '../../../ui/auth-frame.tsx';
import { Button } from '../../../ui/button.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { acceptInvitationMutation, getInvitationQuery } from './api.ts';
import { roleHintKeys, roleKeys } from './roles.ts';
import { FormError } from '../../../ui/fields/form-error.tsx';

/**
 * /register/invitation/{token}: the mailed link. Under registration, so a signed-in user with no company yet can
 * open it too; accepting joins the company, makes it the active one and opens its dashboard.
 */
export function AcceptInvitationScreen() {
  const t = useT();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useParams().token ?? '';
  const invitation = useQuery(getInvitationQuery(token));
  const accept = useMutation(acceptInvitationMutation());
  const hasCompany = (useQuery(profileQuery).data?.companies.length ?? 0) > 0;

  async function join() {
    try {
      const joined = await accept.mutateAsync(token);
      storeActiveCompanyId(joined.companyId);
      keepOnlySessionQueries(queryClient);
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      void notify.success(t('WEB_JOIN_INVITE_JOINED', { company: joined.companyName }));
      navigate('/dashboard');
    } catch (error) {
      void notify.error(error);
    }
  }

  const offer = invitation.data;
  const title = offer ? t('WEB_JOIN_INVITE_TITLE', { company: offer.companyName }) : t('WEB_JOIN_INVITE_UNAVAILABLE');
  return (
    <AuthFrame title={invitation.isPending ? '…' : title}>
      <FormError text={invitation.error && errorText(invitation.error)} testId="invitation-failure" />
      {offer && (
        <div className="employees-card" data-testid="invitation-offer">
          <p>{t('WEB_JOIN_INVITE_BODY', { inviter: offer.invitedBy ?? '—', role: t(roleKeys[offer.role]) })}</p>
          <p className="employees-muted">{t(roleHintKeys[offer.role])}</p>
          <p className="employees-muted">
            {t('WEB_JOIN_INVITE_FOR', {
              email: offer.email,
              date: formatDate(offer.expiresAt, language, { style: 'long' }),
            })}
          </p>
          <Button fullWidth loading={accept.isPending} onClick={() => void join()} data-testid="invitation-accept">
            {t('WEB_JOIN_INVITE_ACCEPT')}
          </Button>
        </div>
      )}
      {hasCompany && <Link to="/dashboard">{t('WEB_BACK_TO_DASHBOARD')}</Link>}
    </AuthFrame>
  );
}
