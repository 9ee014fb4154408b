import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** Where the SPA reads its host's deployed version (SPEC §3 web-app version info: itemInfo.webAppVersion). */
export const webVersionFilePath = 'version.json';

const fileOf = (webAppVersion: string) => `${JSON.stringify({ itemInfo: { webAppVersion } })}\n`;

/**
 * The version of a development or preview server's "deployment": the QA fault lab's when `WEB_VERSION_FROM_LAB`
 * names a mock API (so `pnpm mock version web …` and the new-web-version scenario reach the SPA through its host,
 * as a real deployment would), else the built one.
 */
async function servedVersion(builtVersion: string): Promise<string> {
  const lab = process.env.WEB_VERSION_FROM_LAB;
  if (!lab) return builtVersion;
  try {
    const answer = (await (await fetch(`${lab}/__mock/versions`)).json()) as { itemInfo?: { webAppVersion?: unknown } };
    const version = answer.itemInfo?.webAppVersion;
    return typeof version === 'string' ? version : builtVersion;
  } catch {
    return builtVersion;
  }
}

/**
 * Writes `version.json` into the build (the web version this build is) and serves it, never cached, from the dev and
 * preview servers. The update prompt compares it with the version compiled into the running bundle: a tab still
 * running an older bundle sees the newer deployment's file (SPEC §4), without asking the API.
 */
export function webVersionFile(builtVersion: string): Plugin {
  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url?.split('?')[0] !== `/${webVersionFilePath}`) return next();
    void servedVersion(builtVersion).then((version) => {
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Cache-Control', 'no-store');
      response.end(fileOf(version));
    });
  };
  return {
    name: 'daftar-web-version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: webVersionFilePath, source: fileOf(builtVersion) });
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
  };
}
