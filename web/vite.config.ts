import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fontFaces } from './build/font-faces.ts';
import { leanZod } from './build/lean-zod.ts';
import { loginShell } from './build/login-shell/plugin.ts';
import { loginShellScriptSource } from './build/login-shell/shell-script.ts';
import { sharedAreaChunk } from './build/shared-chunk.ts';
import { startupChunk } from './build/startup-chunk.ts';
import { webVersionFile } from './build/web-version-file.ts';
import { loopbackTwins } from './src/lib/api/api-base-url.ts';
import { builtWebVersion } from './src/lib/version/built-version.ts';
import { buildCsp } from './src/platform/csp.ts';

/**
 * The SPA calls a local API on the page's own host name (lib/api/api-base-url.ts), which the build cannot know: every
 * local name is allowed then, with or without VITE_API_URL.
 */
function apiUrls(env: Record<string, string>): string[] {
  return [
    ...loopbackTwins(env.VITE_API_URL || 'http://localhost:8787'),
    ...loopbackTwins(env.VITE_PAY_API_URL || 'http://localhost:8788'),
  ];
}

/** The production Content-Security-Policy as a <meta> tag (not in dev: Vite's client needs inline scripts there). */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  const csp = buildCsp({
    apiUrls: apiUrls(env),
    analyticsScriptUrl: env.VITE_ANALYTICS_SCRIPT_URL || undefined,
    googleClientId: env.VITE_GOOGLE_CLIENT_ID || undefined,
    inlineScriptHashes: [loginShellScriptSource],
  });
  return {
    name: 'daftar-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: csp }, injectTo: 'head-prepend' },
    ],
  };
}

/** The route modules of the signed-in screens: the shell, the areas' route trees and each area's routes. */
const areaRouteModule =
  /[\\/]web[\\/]src[\\/](app[\\/]shell[\\/]app-layout\.tsx|app[\\/]routing[\\/]app-areas\.ts|features[\\/](?!auth[\\/]|pay-public[\\/]).*routes\.tsx)$/;

export default defineConfig(({ command, mode }) => {
  // A build started from a test runner inherits NODE_ENV=test, which makes Vite produce a development build (React's
  // dev runtime, DEV-only code such as the QA panel): the e2e stack must test the production build. An explicit
  // NODE_ENV=development build is left alone.
  if (command === 'build' && mode === 'production' && process.env.NODE_ENV === 'test')
    process.env.NODE_ENV = 'production';
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      fontFaces(),
      leanZod(),
      contentSecurityPolicy(env),
      loginShell(),
      webVersionFile(builtWebVersion),
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        // The manifests are per language (public/manifest-{fa,en}.webmanifest); the link follows the language.
        manifest: false,
        includeAssets: ['favicon.svg', 'icons/*.png', 'manifest-*.webmanifest'],
        workbox: {
          // The whole shell, every lazy chunk and the fonts, so a reload offline opens the app (issue 5).
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
          // The administrators' translation editor is fetched on demand, never by the worker of every visitor.
          globIgnores: ['**/translation-editor-*'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//],
          cleanupOutdatedCaches: true,
        },
      }),
    ],
    server: { port: 5173, strictPort: true, host: '127.0.0.1' },
    preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
    // The manifest lets the bundle-budget test follow the static import graph (e2e/platform/bundle-budget).
    build: {
      sourcemap: true,
      manifest: true,
      // A lazy chunk's imports are not preloaded with <link rel=modulepreload>: Vite's helper appends one link per
      // file at each import (30-odd for an area), 1-2 ms each on a phone's main thread inside the tasks that render
      // a signed-in page, while the service worker that serves a returning user answers the browser's own requests
      // for those imports at once. The entry's preloads in index.html stay (/login's start).
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // A group takes only the modules its rule names, not their imports too: the shared areas' chunk would
            // otherwise pull in what /login's screens import from it.
            includeDependenciesRecursively: false,
            groups: [startupChunk(/[\\/]web[\\/]src[\\/]main\.tsx$/), sharedAreaChunk(areaRouteModule)],
          },
        },
      },
    },
  };
});
