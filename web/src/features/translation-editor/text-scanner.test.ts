import { afterEach, describe, expect, it } from 'vitest';
import { createKeyMarkers } from './key-markers.ts';
import { keyAttribute, startTextScanner, type TextScanner } from './text-scanner.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let scanner: TextScanner | undefined;
afterEach(() => {
  scanner?.stop();
  document.body.innerHTML = '';
});

describe('text scanner', () => {
  it('finds marked texts, removes the markers and marks their elements, leaving the editor alone', async () => {
    const markers = createKeyMarkers();
    document.body.innerHTML = `<p id="a">${markers.mark('Save', 'WEB_SAVE')}</p><p id="b">plain</p>
      <div data-translation-editor><span id="c">${markers.mark('Edit', 'WEB_EDIT')}</span></div>
      <input id="d" placeholder="${markers.mark('E-mail', 'WEB_EMAIL')}">`;
    scanner = startTextScanner({
      markers,
      root: document.body,
      ignore: (element) => element.closest('[data-translation-editor]') !== null,
      onChange: () => {},
    });
    expect(scanner.texts().map((text) => text.keys)).toEqual([['WEB_SAVE']]);
    expect(document.getElementById('a')?.textContent).toBe('Save');
    expect(document.getElementById('a')?.getAttribute(keyAttribute)).toBe('WEB_SAVE');
    expect(document.getElementById('c')?.textContent).toBe('Edit');
    expect(document.getElementById('c')?.hasAttribute(keyAttribute)).toBe(false);
    expect(document.getElementById('d')?.getAttribute('placeholder')).toBe('E-mail');

    const added = document.createElement('span');
    added.textContent = markers.mark('Cancel', 'CANCEL');
    document.body.append(added);
    const first = document.getElementById('a')?.firstChild;
    if (first) first.nodeValue = 'no longer a translation';
    await tick();
    expect(scanner.texts().map((text) => text.keys)).toEqual([['CANCEL']]);
    expect(document.getElementById('a')?.hasAttribute(keyAttribute)).toBe(false);

    scanner.stop();
    expect(document.querySelector(`[${keyAttribute}]`)).toBeNull();
  });
});
