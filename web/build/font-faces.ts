import type { Plugin } from 'vite';

/**
 * The two faces of SPEC §9, bundled from npm (nothing from a CDN): "iran-sans" for right-to-left and "public-sans"
 * for left-to-right. IRANSans is not freely licensed, so the open Vazirmatn face is served under the "iran-sans"
 * family name. The unicode ranges are @fontsource's; woff2 only (every supported browser reads it). The "iran-sans"
 * faces block (text waits for the face, at most 3 s) rather than swap: /login's static shell (build/login-shell)
 * paints its text once in the final face, so React's copy of the same text, painted later, is not a larger paint
 * that would move the LCP to after the scripts (issue 19); the buttons' face is preloaded by the shell.
 */
const subsets = {
  arabic:
    'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, U+1EEA5-1EEA9, U+1EEAB-1EEBB, U+1EEF0-1EEF1',
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
} as const;

/**
 * "iran-sans" is Vazirmatn's variable face: one file a script (Arabic, Latin) for every weight, so a page lays its
 * text out again once per file that arrives rather than once per weight and script (each relayout reshapes every
 * Persian word: 20-35 ms a layout on a signed-in page, times Lighthouse's CPU factor). "public-sans" keeps a file
 * per weight.
 */
const families = [
  { family: 'iran-sans', display: 'block', files: 'vazirmatn', variable: true, subsets: ['arabic', 'latin'] },
  { family: 'public-sans', display: 'swap', files: 'public-sans', variable: false, subsets: ['latin'] },
] as const;
const weights = [400, 500, 700] as const;

const face = (family: string, display: string, weight: string, src: string, subset: keyof typeof subsets) =>
  `@font-face {\n  font-family: "${family}";\n  font-style: normal;\n  font-display: ${display};\n` +
  `  font-weight: ${weight};\n  src: url("${src}") format("woff2");\n  unicode-range: ${subsets[subset]};\n}\n`;

/** Every family's @font-face rules, a subset at a time: a variable file over its weight axis, or one per weight. */
export function fontFaceCss(): string {
  return families
    .flatMap(({ family, display, files, variable, subsets: names }) =>
      names.flatMap((subset) =>
        variable
          ? [
              face(
                family,
                display,
                '100 900',
                `@fontsource-variable/${files}/files/${files}-${subset}-wght-normal.woff2`,
                subset,
              ),
            ]
          : weights.map((weight) =>
              face(
                family,
                display,
                String(weight),
                `@fontsource/${files}/files/${files}-${subset}-${weight}-normal.woff2`,
                subset,
              ),
            ),
      ),
    )
    .join('');
}

/**
 * Fills src/styles/fonts.css with the faces' rules before Vite's CSS pipeline reads it (which then bundles each
 * woff2 it names), so the table above is the faces' one source rather than a block copied per weight.
 */
export function fontFaces(): Plugin {
  return {
    name: 'daftar-font-faces',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]styles[\\/]fonts\.css$/.test(id)) return null;
      return { code: `${code}\n${fontFaceCss()}`, map: null };
    },
  };
}
