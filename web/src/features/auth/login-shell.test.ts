import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginShellScript } from '../../../build/login-shell/shell-script.ts';
import { pressShellButton, readShellInput, takeShellNotes } from './login-shell-handoff.ts';

const title = 'ورود به دفتر';
const appScripts = JSON.stringify({ entry: '/assets/index.js', preload: ['/assets/startup.js'] });

let loadListeners: (() => void)[] = [];
/** What the inline script added to <head> (kept out of the document: nothing is fetched). */
let started: string[] = [];

beforeEach(() => {
  // The worker's other files share this window: a map or a session one of them stored must not hide the shell.
  localStorage.clear();
  const added: string[] = [];
  started = added;
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    const element = node as unknown as Element;
    added.push(
      `${element.getAttribute('rel') ?? element.getAttribute('type')} ${element.getAttribute('href') ?? element.getAttribute('src')}`,
    );
    return node;
  });
});

/** index.html as the build writes it (build/login-shell/plugin.ts), at `path`, then its inline script run. */
function openIndexHtml(path = '/login'): HTMLElement {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="app-scripts">${appScripts}</script><template id="login-shell" data-texts='${JSON.stringify({ WEB_LOGIN_TITLE: title })}'><main data-login-shell="" class="auth-frame"><h1>${title}</h1><input type="email"><button type="submit">send</button><button type="button">google</button></main></template>`;
  // The page's load listener is kept here, not on the test window, which the worker's other files share.
  new Function('addEventListener', loginShellScript)((type: string, listener: () => void) => {
    if (type === 'load') loadListeners.push(listener);
  });
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  loadListeners = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
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
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
    let submitted = false;
    root.addEventListener('submit', (event) => {
      submitted = !event.defaultPrevented;
    });
    const shell = readShellInput();
    expect(shell).toEqual({ email: 'user@example.ir', focused: true });
    // Typed and pressed after React's first render read the shell (that render is time-sliced): noted all the same.
    input.value = 'later@example.ir';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // A press whose release React's screen takes (the button replaced in between) counts from its pointerdown.
    root.querySelectorAll('button')[1]?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(root.getAttribute('data-shell-pressed')).toBe('1');
    (root.querySelectorAll('button')[1] as HTMLButtonElement).click();
    expect(submitted).toBe(false);

    // React's screen: the same markup, without the shell's marker.
    root.innerHTML = '<main class="auth-frame"><input type="email"><button>send</button><button>google</button></main>';
    const pressed: string[] = [];
    for (const button of root.querySelectorAll('button'))
      button.addEventListener('click', () => pressed.push(button.textContent ?? ''));
    expect(readShellInput()).toBeNull();
    const notes = takeShellNotes();
    expect(notes).toEqual({ email: 'later@example.ir', focused: true, pressed: 1 });
    if (notes.pressed !== null) pressShellButton(notes.pressed);
    expect(pressed).toEqual(['google']);
    // Taken once; a press in React's screen is not the shell's.
    (root.querySelectorAll('button')[0] as HTMLButtonElement).click();
    expect(takeShellNotes()).toEqual({ email: null, focused: false, pressed: null });
  });

  it("starts the app's scripts at once without the shell, and after the shell's page has loaded, its fonts are ready and it has painted", async () => {
    localStorage.setItem('lang', 'en');
    expect(openIndexHtml().childElementCount).toBe(0);
    expect(started).toEqual(['modulepreload /assets/startup.js', 'module /assets/index.js']);

    started.length = 0;
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    expect(openIndexHtml().childElementCount).toBe(1);
    vi.runAllTimers();
    expect(started).toEqual([]);
    let fontsReady = () => {};
    const ready = new Promise<void>((resolve) => {
      fontsReady = resolve;
    });
    // The test's DOM has no font set: the browser's, with a face still loading.
    Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });
    try {
      for (const listener of loadListeners) listener();
      await vi.runAllTimersAsync();
      // Loaded, but a face is still coming: its text has not painted yet.
      expect(started).toEqual([]);
      fontsReady();
      await vi.runAllTimersAsync();
      expect(started).toEqual(['modulepreload /assets/startup.js', 'module /assets/index.js']);
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });
});
