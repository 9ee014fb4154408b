import type { Plugin, Rolldown } from 'vite';

/**
 * Puts `<link rel="modulepreload">` for one lazy route's chunk (and the chunks it imports statically) in index.html.
 * A first visit lands on /login, whose chunk the router would only ask for once the start-up chunk had run: a second
 * round trip before the largest paint (issue 19's Lighthouse trace). Preloaded, it downloads beside the start-up chunk.
 * A signed-in visitor fetches a few kilobytes more, which the service worker precaches anyway.
 */
export function routePreload(routeModule: RegExp): Plugin {
  return {
    name: 'daftar-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const route = chunks.find((chunk) => chunk.facadeModuleId && routeModule.test(chunk.facadeModuleId));
        if (!route) throw new Error(`route-preload: no chunk is built from ${routeModule}`);
        const importsOf = (fileName: string) => (bundle[fileName] as Rolldown.OutputChunk | undefined)?.imports ?? [];
        const closure = (roots: string[], skip: Set<string>) => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName) || skip.has(fileName)) return;
            files.add(fileName);
            for (const imported of importsOf(fileName)) visit(imported);
          };
          for (const root of roots) visit(root);
          return files;
        };
        // What the entry imports statically is in the page already (Vite's own modulepreload links).
        const initial = closure(
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
          new Set(),
        );
        const files = closure([route.fileName], initial);
        // Their styles too: Vite's loader adds them when the route is imported, and waits for them before it renders.
        const styles = [...files].flatMap((file) => [
          ...((bundle[file] as Rolldown.OutputChunk).viteMetadata?.importedCss ?? []),
        ]);
        return [
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...new Set(styles)].map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
