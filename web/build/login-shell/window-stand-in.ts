import { Window } from 'happy-dom';

/**
 * The app's modules read the browser when they load (local storage, the document's language, matchMedia): a happy-dom
 * window with empty storage stands in while the login shell is rendered, as on a first visit. Returns what puts
 * Node's own globals back, so the rest of the build sees no window.
 */
export function installWindowStandIn(url: string): () => void {
  const window = new Window({ url });
  const names = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator'] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of names)
    Object.defineProperty(globalThis, name, { value: name === 'window' ? window : window[name], configurable: true });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
    void window.happyDOM.close();
  };
}
