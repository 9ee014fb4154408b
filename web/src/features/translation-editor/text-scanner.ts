import type { KeyMarkers } from './key-markers.ts';

/** A translated text on the page: its text node, the element holding it and the keys marked in it. */
export interface MarkedText {
  node: Text;
  element: Element;
  keys: string[];
}

export interface TextScannerOptions {
  markers: KeyMarkers;
  root: Element;
  /** Elements whose texts are not offered for editing (the editor's own); their markers are still removed. */
  ignore: (element: Element) => boolean;
  /** Called after the set of marked texts (or their texts) changed. */
  onChange: () => void;
}

export interface TextScanner {
  texts(): MarkedText[];
  stop(): void;
}

/** Attributes a translated text may land in; their markers are removed so tooltips and labels read clean. */
const textAttributes = ['aria-label', 'title', 'placeholder', 'alt'];
export const keyAttribute = 'data-translation-key';

/**
 * Finds the marked texts under `root` and keeps following the page: each marked text node gets its markers removed
 * (copying, searching and tests see the plain text) and its element a `data-translation-key` attribute, which the
 * outline is drawn from. Nodes React later rewrites are read again; what it removes is dropped.
 */
export function startTextScanner({ markers, root, ignore, onChange }: TextScannerOptions): TextScanner {
  const found = new Map<Text, MarkedText>();
  // What this scanner wrote into a node, so its own change is not mistaken for a new plain text.
  const written = new WeakMap<Text, string>();

  function readText(node: Text): void {
    const value = node.nodeValue ?? '';
    if (written.get(node) === value) return;
    if (!markers.has(value)) {
      found.delete(node);
      return;
    }
    const { text, keys } = markers.read(value);
    written.set(node, text);
    node.nodeValue = text;
    const element = node.parentElement;
    if (!element || keys.length === 0 || ignore(element)) found.delete(node);
    else found.set(node, { node, element, keys });
  }

  function readAttributes(element: Element): void {
    for (const name of textAttributes) {
      const value = element.getAttribute(name);
      if (value && markers.has(value)) element.setAttribute(name, markers.read(value).text);
    }
  }

  function readTree(start: Node): void {
    if (start instanceof Text) {
      readText(start);
      return;
    }
    if (!(start instanceof Element)) return;
    readAttributes(start);
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) readText(node);
      else if (node instanceof Element) readAttributes(node);
    }
  }

  function decorate(): void {
    const elements = new Map<Element, string>();
    for (const [node, text] of found) {
      if (!node.isConnected) found.delete(node);
      else if (!elements.has(text.element)) elements.set(text.element, text.keys[0] ?? '');
    }
    for (const element of root.querySelectorAll(`[${keyAttribute}]`)) {
      if (!elements.has(element)) element.removeAttribute(keyAttribute);
    }
    for (const [element, key] of elements) {
      if (element.getAttribute(keyAttribute) !== key) element.setAttribute(keyAttribute, key);
    }
    onChange();
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(readTree);
      else if (record.target instanceof Text) readText(record.target);
      else if (record.target instanceof Element) readAttributes(record.target);
    }
    decorate();
  });
  readTree(root);
  decorate();
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: textAttributes,
  });

  return {
    texts: () => [...found.values()].filter((text) => text.node.isConnected),
    stop() {
      observer.disconnect();
      for (const element of root.querySelectorAll(`[${keyAttribute}]`)) element.removeAttribute(keyAttribute);
      found.clear();
    },
  };
}
