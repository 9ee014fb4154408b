import type { IncomingMessage } from 'node:http';
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

/** How long a connection may wait for its next call when the upstream states no keep-alive timeout. */
const defaultIdleMs = 4000;
/** A connection is given up this long before the upstream's stated keep-alive timeout: it may close it any moment. */
const idleMarginMs = 1000;

interface Idle {
  socket: Socket;
  /** When it may no longer be taken (performance.now()). */
  until: number;
}

/** How long the upstream keeps an idle connection, from its `Keep-Alive: timeout=N` header, less the margin. */
function idleMsOf(answer: IncomingMessage | undefined): number {
  const hint = answer?.headers['keep-alive'];
  const seconds = typeof hint === 'string' ? /timeout=(\d+)/.exec(hint)?.[1] : undefined;
  return seconds === undefined ? defaultIdleMs : Number(seconds) * 1000 - idleMarginMs;
}

/**
 * The upstream's kept-alive connections, one list per origin, the last freed taken first. It stands in for node's
 * `Agent`, whose bookkeeping per call (the options copied twice, the socket's name built, its async id reset) was a
 * tenth of the gateway's CPU on a forwarded call (docs/developers/performance.md): a call takes an idle connection or
 * opens one (`createConnection` of `http.request`, with `Connection: keep-alive`), and node's client hands it back
 * (`free`) once the answer has been read whole. An idle connection is not timed: one past the upstream's keep-alive
 * timeout (less a second) is closed when next looked at, and one the upstream closes leaves the list.
 */
export class ConnectionPool {
  readonly #idle = new Map<string, Idle[]>();

  /** The connection for a call to `url`'s origin (node's `createConnection`): an idle one, or a new one. */
  connect(url: URL): Socket {
    const key = url.origin;
    const idle = this.#idle.get(key);
    const now = performance.now();
    for (let kept = idle?.pop(); kept; kept = idle?.pop()) {
      if (kept.until > now && !kept.socket.destroyed) {
        kept.socket.ref();
        return kept.socket;
      }
      kept.socket.destroy();
    }
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const socket =
      url.protocol === 'https:'
        ? connectTls({ host, port, servername: host, ALPNProtocols: ['http/1.1'] })
        : connectTcp({ host, port });
    socket.setNoDelay(true);
    socket.setKeepAlive(true);
    socket.on('free', () => this.#release(key, socket));
    // An idle connection's error (the upstream reset it) only closes it; a call's own errors go to its request.
    socket.on('error', () => undefined);
    socket.on('close', () => this.#forget(key, socket));
    return socket;
  }

  /** Idle connections of every origin (for tests). */
  get idleCount(): number {
    let count = 0;
    for (const list of this.#idle.values()) count += list.length;
    return count;
  }

  #release(key: string, socket: Socket): void {
    // Node's client leaves the call it freed the connection from on it, with that call's answer.
    const call = (socket as Socket & { _httpMessage?: { res?: IncomingMessage } | null })._httpMessage;
    const idleMs = idleMsOf(call?.res);
    if (!socket.writable || idleMs <= 0) {
      socket.destroy();
      return;
    }
    socket.unref();
    const list = this.#idle.get(key) ?? [];
    list.push({ socket, until: performance.now() + idleMs });
    this.#idle.set(key, list);
  }

  #forget(key: string, socket: Socket): void {
    const list = this.#idle.get(key);
    const at = list?.findIndex((kept) => kept.socket === socket) ?? -1;
    if (list && at !== -1) list.splice(at, 1);
  }
}
