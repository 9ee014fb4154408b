import { afterEach, describe, expect, it } from 'vitest';
import { loginShellScript } from '../../../build/login-shell/shell-script.ts';
import { readShellInput, replayShellPress } from './login-shell-handoff.ts';

const title = 'ورود به دفتر';

/** index.html as the build writes it (build/login-shell/plugin.ts), at `path`, then its inline script run. */
function openIndexHtml(path = '/login'): HTMLElement {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"></div><template id="login-shell" data-texts='${JSON.stringify({ WEB_LOGIN_TITLE: title })}'><main data-login-shell="" class="auth-frame"><h1>${title}</h1><input type="email"><button type="submit">send</button><button type="button">google</button></main></template>`;
  new Function(loginShellScript)();
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("index.html's sign-in shell (issue 19)", () => {
  it('shows on /login for a first visit', () => {
    expect(openIndexHtml().querySelector('main[data-login-shell] h1')?.textContent).toBe(title);
    expect(openIndexHtml('/login/').childElementCount).toBe(1);
  });

  it('stays out where the first screen is another: English, a session, another path, edited texts', () => {
    const cases: [Record<string, string>, string][] = [
      [{ lang: 'en' }, '/login'],
      [{ refreshToken: 'stored' }, '/login'],
      [{}, '/items'],
      [{ lang: 'fa', translations: JSON.stringify({ WEB_LOGIN_TITLE: 'ورود' }) }, '/login'],
      [{ 'translations-lang': 'fa', translations: JSON.stringify({ WEB_LOGIN_TITLE: 'ورود' }) }, '/login'],
    ];
    for (const [stored, path] of cases) {
      localStorage.clear();
      for (const [name, value] of Object.entries(stored)) localStorage.setItem(name, value);
      expect(openIndexHtml(path).childElementCount, JSON.stringify(stored)).toBe(0);
    }
  });

  it('shows with a stored map that has the same texts, or one in the other language (the app ignores that one)', () => {
    localStorage.setItem('translations', JSON.stringify({ WEB_LOGIN_TITLE: title, OTHER: 'x' }));
    localStorage.setItem('translations-lang', 'fa');
    expect(openIndexHtml().childElementCount).toBe(1);
    localStorage.setItem('translations', JSON.stringify({ WEB_LOGIN_TITLE: 'Sign in' }));
    localStorage.setItem('translations-lang', 'en');
    expect(openIndexHtml().childElementCount).toBe(1);
  });

  it('hands what was typed and pressed to React, which presses the same button again', () => {
    const root = openIndexHtml();
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = 'user@example.ir';
    input.focus();
    let submitted = false;
    root.addEventListener('submit', (event) => {
      submitted = !event.defaultPrevented;
    });
    (root.querySelectorAll('button')[1] as HTMLButtonElement).click();
    const shell = readShellInput();
    expect(shell).toEqual({ email: 'user@example.ir', focused: true, pressed: 1 });
    expect(submitted).toBe(false);

    // React's screen: the same markup, without the shell's marker.
    root.innerHTML = '<main class="auth-frame"><input type="email"><button>send</button><button>google</button></main>';
    const pressed: string[] = [];
    for (const button of root.querySelectorAll('button'))
      button.addEventListener('click', () => pressed.push(button.textContent ?? ''));
    expect(readShellInput()).toBeNull();
    replayShellPress(shell);
    expect(pressed).toEqual(['google']);
  });
});
