/** What a visitor had typed in index.html's static sign-in shell (build/login-shell) when React's screen first rendered. */
export interface ShellInput {
  email: string;
  focused: boolean;
}

/** What the shell's inline script noted until React's screen replaced it: the latest e-mail typed, the last press. */
export interface ShellNotes {
  email: string | null;
  /** The e-mail box took the focus in the shell (the shell's box is gone; React's should have it). */
  focused: boolean;
  /** The index among the shell's buttons of the last one pressed, or null. */
  pressed: number | null;
}

const root = () => document.getElementById('root');

/**
 * Read during the sign-in screen's first render, while the shell is still in the page (that render's commit removes
 * it); null without a shell, or once it is gone (a later visit to /login in the same page).
 */
export function readShellInput(): ShellInput | null {
  const input = root()?.querySelector<HTMLInputElement>('main[data-login-shell] input[type="email"]');
  if (!input) return null;
  return { email: input.value, focused: document.activeElement === input };
}

/**
 * Read once React's screen has committed, and forgotten: the first render is a time-sliced transition, so a visitor
 * may still type, focus or press in the shell after that render read it (a press was lost that way under load). The
 * shell's script notes them on #root until it is gone.
 */
export function takeShellNotes(): ShellNotes {
  const element = root();
  const email = element?.getAttribute('data-shell-email') ?? null;
  const focused = element?.getAttribute('data-shell-focus') === 'email';
  const pressed = element?.getAttribute('data-shell-pressed');
  for (const name of ['data-shell-email', 'data-shell-focus', 'data-shell-pressed']) element?.removeAttribute(name);
  return { email, focused, pressed: pressed ? Number(pressed) : null };
}

/** Presses in React's screen (the same markup, so the same index) the button the visitor pressed in the shell. */
export function pressShellButton(index: number): void {
  root()?.querySelectorAll('button')[index]?.click();
}
