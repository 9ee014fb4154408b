import type { Language } from '../../i18n/languages.ts';

/** The web app manifest of each language (public/): the product's name and description in that language. */
export const manifestHrefs: Record<Language, string> = {
  fa: '/manifest-fa.webmanifest',
  en: '/manifest-en.webmanifest',
};

/** Points the document's manifest link at the language's manifest, so an install uses the name the user reads. */
export function pointManifestAt(language: Language): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestHrefs[language];
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
