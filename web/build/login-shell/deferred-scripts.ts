import { appScriptsId } from './shell-script.ts';

const entryScript = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const modulePreload = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * Takes Vite's entry `<script type="module">` and its `<link rel="modulepreload">`s out of <head> and names them in a
 * JSON data block (inert: no script runs, nothing is fetched) for the shell's inline script, which starts them
 * (shell-script.ts). Returns the page without them and the data block to place before that script.
 */
export function deferAppScripts(html: string): { html: string; dataBlock: string } {
  const entries = [...html.matchAll(entryScript)].map((match) => match[1] as string);
  if (entries.length !== 1) throw new Error(`login shell: index.html has ${entries.length} module scripts, not one`);
  const preload = [...html.matchAll(modulePreload)].map((match) => match[1] as string);
  const scripts = JSON.stringify({ entry: entries[0], preload });
  return {
    html: html.replace(entryScript, '').replace(modulePreload, ''),
    dataBlock: `<script type="application/json" id="${appScriptsId}">${scripts}</script>`,
  };
}
