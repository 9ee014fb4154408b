import { renderToStaticMarkup } from 'react-dom/server';
import { loginShellTree } from './tree.tsx';

/** The pre-rendered sign-in screen and the texts it shows, by key. */
export interface RenderedLoginShell {
  markup: string;
  texts: Record<string, string>;
}

type Translate = (key: string, ...rest: unknown[]) => string;

/**
 * Renders the real /login screen (features/auth, its bundled texts, the platform's providers) as a first visit in
 * Persian sees it, with react-dom/server: the build puts it into index.html (login-shell/plugin.ts). Loaded through
 * Vite's module runner, so the app's TypeScript, CSS imports and import.meta.env work as in the browser build, with a
 * window stand-in in place (window-stand-in.ts), since the app's modules read it when they load.
 */
export function renderLoginShell(): RenderedLoginShell {
  const { tree, i18n } = loginShellTree();
  const texts: Record<string, string> = {};
  const translate = i18n.t.bind(i18n) as unknown as Translate;
  // react-i18next's t goes through the instance's t: the keys the screen looks up are the ones a stored map may change.
  const recording: Translate = (key, ...rest) => {
    texts[key] = translate(key, ...rest);
    return texts[key];
  };
  i18n.t = recording as unknown as typeof i18n.t;
  try {
    return { markup: renderToStaticMarkup(tree), texts };
  } finally {
    i18n.t = translate as unknown as typeof i18n.t;
  }
}
