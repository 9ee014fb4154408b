import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Typography } from '../../ui/typography.tsx';
import { RegisterFrame } from './register-frame.tsx';
import './register.css';

const choices = [
  { to: '/register/create-business', title: 'WEB_REGISTER_CREATE_TITLE', body: 'WEB_REGISTER_CREATE_BODY' },
  { to: '/register/join-business', title: 'WEB_REGISTER_JOIN_TITLE', body: 'WEB_REGISTER_JOIN_BODY' },
  { to: '/register/verify-mobile', title: 'WEB_REGISTER_MOBILE_TITLE', body: 'WEB_REGISTER_MOBILE_BODY' },
];

/** /register: a user without a company creates one or joins one; the mobile number can be verified here too. */
export function RegisterScreen() {
  const t = useT();
  return (
    <RegisterFrame title={t('WEB_REGISTER_TITLE')}>
      <Typography variant="body2" muted>
        {t('WEB_REGISTER_INTRO')}
      </Typography>
      <nav className="register-choices">
        {choices.map((choice) => (
          <Link key={choice.to} to={choice.to} className="register-choice">
            <Typography variant="title" as="span">
              {t(choice.title)}
            </Typography>
            <Typography variant="body3" muted as="span">
              {t(choice.body)}
            </Typography>
          </Link>
        ))}
      </nav>
    </RegisterFrame>
  );
}
