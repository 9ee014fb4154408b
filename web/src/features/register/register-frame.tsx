import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { signOut } from '../../lib/session/sign-out.ts';
import { Button } from '../../ui/button.tsx';
import { AuthFrame } from '../../ui/auth-frame.tsx';

/** Registration screens: no navigation yet (the user may have no company), but always a way out. */
export function RegisterFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: profile } = useQuery(profileQuery);
  const hasCompany = (profile?.companies.length ?? 0) > 0;
  return (
    <AuthFrame title={title}>
      {children}
      <div className="form-actions">
        {hasCompany && <Link to="/dashboard">{t('WEB_BACK_TO_DASHBOARD')}</Link>}
        <Button
          variant="text"
          size="sm"
          onClick={() => void signOut(queryClient).then(() => navigate('/login'))}
          data-testid="register-sign-out"
        >
          {t('WEB_SIGN_OUT')}
        </Button>
      </div>
    </AuthFrame>
  );
}
