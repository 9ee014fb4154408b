import { fileURLToPath } from 'node:url';
import { type Plugin, type Rolldown, runnerImport } from 'vite';
import { deferAppScripts } from './deferred-scripts.ts';
import type { RenderedLoginShell } from './render.tsx';
import { loginShellScript, loginShellTemplateId } from './shell-script.ts';
import { installWindowStandIn } from './window-stand-in.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Marks the shell's outermost element, so a test (or a person in DevTools) can tell the shell from React's screen. */
export const loginShellMarker = 'data-login-shell';

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The style sheets of a lazy chunk and its static imports (the entry's chunk, already linked by index.html, left
 * out), in import order.
 */
function chunkCss(bundle: OutputBundle, facade: RegExp, linked: Set<string>): string {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const root = chunks.find((chunk) => chunk.facadeModuleId !== null && facade.test(chunk.facadeModuleId));
  if (!root) throw new Error(`login shell: no chunk of ${facade}`);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      if (!linked.has(css) && !files.includes(css)) files.push(css);
  };
  visit(root);
  return files
    .map((file) => {
      const asset = bundle[file];
      if (asset?.type !== 'asset') throw new Error(`login shell: no style sheet ${file} in the bundle`);
      return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    })
    .join('\n');
}

/**
 * The face of the shell's largest text (its buttons: Vazirmatn, Persian letters and Latin marks), fetched beside
 * the style sheet rather than after it: that text is the page's largest paint (LCP), and it paints once that face is
 * in (fonts.css: font-display block).
 */
const preloadedFaces = /vazirmatn-(arabic|latin)-wght-normal\.woff2$/;

/** Markup needs no styles, and Vite's CSS plugin cannot run inside the module runner: style imports become empty. */
const withoutStyleSheets: Plugin = {
  name: 'daftar-login-shell-without-css',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('.css') ? '\0login-shell-no-css' : null),
  load: (id) => (id === '\0login-shell-no-css' ? 'export default {};' : null),
};

/** The real sign-in screen's markup and texts, rendered with the build's mode and environment (render.tsx). */
async function renderShell(root: string, mode: string, env: Record<string, unknown>): Promise<RenderedLoginShell> {
  const renderer = fileURLToPath(new URL('./render.tsx', import.meta.url));
  const restore = installWindowStandIn('http://localhost/login');
  try {
    const { module } = await runnerImport<{ renderLoginShell(): RenderedLoginShell }>(renderer, {
      configFile: false,
      root,
      mode,
      logLevel: 'warn',
      // The module runner reads no .env files: the build's own values, as the browser bundle has them.
      define: Object.fromEntries(
        Object.entries(env).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
      ),
      plugins: [withoutStyleSheets],
    });
    return module.renderLoginShell();
  } finally {
    restore();
  }
}

function replaceOnce(html: string, search: string, replacement: string): string {
  if (!html.includes(search)) throw new Error(`login shell: index.html has no ${search}`);
  return html.replace(search, replacement);
}

/**
 * Issue 19: /login paints from the HTML, before any JavaScript arrives. At build, the real sign-in screen is rendered
 * with react-dom/server (render.tsx, through Vite's module runner) and put into index.html as a `<template>`, with its
 * area's style sheets inlined after the entry's (where the lazy chunk's would come), its largest text's face
 * preloaded, and a small inline script (shell-script.ts) that shows it only when the first screen will be exactly it.
 * The same script starts the app's scripts, which the build takes out of <head> (deferred-scripts.ts): after the shell
 * has painted when it shows. main.tsx then lets React replace it in one commit once the /login chunk has loaded; the
 * e-mail typed and a button pressed meanwhile carry over (features/auth/login-shell-handoff.ts).
 */
export function loginShell(): Plugin {
  let mode = 'production';
  let root = '';
  let env: Record<string, unknown> = {};
  return {
    name: 'daftar-login-shell',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      root = config.root;
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const { markup, texts } = await renderShell(root, mode, env);
        if (!markup.startsWith('<main ')) throw new Error('login shell: the screen no longer starts with <main>');
        const marked = markup.replace('<main ', `<main ${loginShellMarker}="" `);
        const linked = new Set([...html.matchAll(/href="\/([^"]+\.css)"/g)].map((match) => match[1] as string));
        const css = chunkCss(bundle, /[\\/]src[\\/]features[\\/]auth[\\/]routes\.tsx$/, linked);
        const fonts = Object.values(bundle)
          .filter((item) => item.type === 'asset' && item.names.some((name) => preloadedFaces.test(name)))
          .map((item) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${item.fileName}">`);
        if (fonts.length === 0) throw new Error(`login shell: no font file matches ${preloadedFaces}`);
        const deferred = deferAppScripts(html);
        const shell = [
          deferred.dataBlock,
          `<template id="${loginShellTemplateId}" data-texts="${escapeAttribute(JSON.stringify(texts))}">${marked}</template>`,
          `<script>${loginShellScript}</script>`,
        ];
        const head = replaceOnce(
          deferred.html,
          '</head>',
          `  ${[...fonts, `<style>${css}</style>`].join('\n    ')}\n  </head>`,
        );
        return replaceOnce(head, '<div id="root"></div>', `<div id="root"></div>\n    ${shell.join('\n    ')}`);
      },
    },
  };
}
