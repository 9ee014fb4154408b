import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';
import { Typography } from './typography.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import './auth-frame.css';

/** The signed-out and registration screens: a centred card under the logo, with the language switch. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-frame">
      <div className="auth-frame-top">
        <LanguageSwitch />
      </div>
      <section className="auth-card">
        <Logo size={56} />
        <Typography variant="h3" as="h1">
          {title}
        </Typography>
        {children}
      </section>
    </main>
  );
}
