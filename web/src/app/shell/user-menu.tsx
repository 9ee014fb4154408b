import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { setEditModeEnabled, useEditModeEnabled } from '../../i18n/edit-mode-switch.ts';
import { useT } from '../../i18n/use-t.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { signOut } from '../../lib/session/sign-out.ts';

/** The user's e-mail opening a menu: profile, devices, sign-out (which revokes the session on the server). */
export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useQuery(profileQuery);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const email = data?.info.email ?? '';
  const isAdmin = data?.info.role === 'ADMIN';
  const editMode = useEditModeEnabled();
  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen(!open)}
        data-testid="user-menu"
      >
        {/* On a phone only the avatar's letter shows: the button still has a name. */}
        <span className="visually-hidden">{t('WEB_USER_MENU_LABEL')}</span>
        <span className="user-avatar" aria-hidden="true">
          {email.slice(0, 1).toUpperCase()}
        </span>
        <bdi className="user-email">{email}</bdi>
      </button>
      {open && (
        <div className="user-menu-list" role="menu">
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
            {t('WEB_NAV_PROFILE')}
          </Link>
          <Link role="menuitem" to="/profile/devices" onClick={() => setOpen(false)}>
            {t('WEB_PAGE_DEVICES')}
          </Link>
          {isAdmin && (
            // SPEC §4's toggle control of the translation edit mode (administrators only).
            <button
              role="menuitemcheckbox"
              type="button"
              aria-checked={editMode}
              onClick={() => {
                setEditModeEnabled(!editMode);
                setOpen(false);
              }}
              data-testid="translation-mode-toggle"
            >
              <span className="user-menu-switch" aria-hidden="true" />
              {t('WEB_TRANSLATION_EDIT_MODE_SWITCH')}
            </button>
          )}
          <button
            role="menuitem"
            type="button"
            onClick={() => void signOut(queryClient).then(() => navigate('/login', { replace: true }))}
            data-testid="sign-out"
          >
            {t('WEB_SIGN_OUT')}
          </button>
        </div>
      )}
    </div>
  );
}
