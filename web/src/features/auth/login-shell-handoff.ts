/** What a visitor did in index.html's static sign-in shell (build/login-shell) before React's screen replaced it. */
export interface ShellInput {
  email: string;
  focused: boolean;
  /** The index among the shell's buttons of the last one pressed (the shell's inline script notes it), or null. */
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
  const pressed = root()?.getAttribute('data-shell-pressed');
  return { email: input.value, focused: document.activeElement === input, pressed: pressed ? Number(pressed) : null };
}

/** Presses again in React's screen (the same markup, so the same index) the button the visitor pressed in the shell. */
export function replayShellPress(shell: ShellInput | null): void {
  if (shell?.pressed == null) return;
  root()?.querySelectorAll('button')[shell.pressed]?.click();
}
