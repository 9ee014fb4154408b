import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarkedText } from './text-scanner.ts';
import { useMarkedTexts } from './use-marked-texts.ts';

afterEach(cleanup);

async function startI18n(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'fa',
    fallbackLng: false,
    keySeparator: false,
    interpolation: { escapeValue: false },
    resources: {
      fa: { translation: { WEB_TITLE: 'دفتر', WEB_BODY: 'متن' } },
      en: { translation: { WEB_TITLE: 'Ledger', WEB_BODY: 'Text' } },
    },
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added removed', useSuspense: false },
  });
  return i18n;
}

function Screen() {
  const { t } = useTranslation();
  return (
    <>
      <h1 data-testid="title">{t('WEB_TITLE')}</h1>
      <p>{t('WEB_BODY')}</p>
    </>
  );
}

let found: MarkedText[] = [];
function Marks() {
  found = useMarkedTexts();
  return null;
}

const foundKeys = () => found.map((text) => text.keys.join()).sort();

describe('useMarkedTexts', () => {
  it('keeps every text marked when the language changes while the mode is on (an admin switching at once)', async () => {
    const i18n = await startI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <Screen />
        <Marks />
      </I18nextProvider>,
    );
    await waitFor(() => expect(foundKeys()).toEqual(['WEB_BODY', 'WEB_TITLE']));
    expect(screen.getByTestId('title').textContent).toBe('دفتر');

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('Ledger'));
    await waitFor(() => expect(foundKeys()).toEqual(['WEB_BODY', 'WEB_TITLE']));
    expect(screen.getByTestId('title').getAttribute('data-translation-key')).toBe('WEB_TITLE');
  });
});
