import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionPool } from '../../src/upstream/connection-pool.ts';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

/** An upstream that answers every call with its connection's number, counting the connections it was opened. */
async function upstream(keepAliveTimeoutMs = 5000) {
  const sockets = new Set<Socket>();
  server = createServer((req, res) => {
    res.end(String([...sockets].indexOf(req.socket)));
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), sockets, server };
}

/** A GET over the pool, as upstream-call.ts makes it; resolves with the answer's text once it is read whole. */
function get(pool: ConnectionPool, url: URL): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = request({
      hostname: url.hostname,
      port: url.port,
      path: '/',
      headers: { connection: 'keep-alive' },
      createConnection: () => pool.connect(url),
    });
    outgoing.once('error', reject);
    outgoing.once('response', (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => {
        text += chunk;
      });
      answer.once('end', () => resolve(text));
    });
    outgoing.end();
  });
}

/** Until node's client has handed the connection back (it does so on the tick after the answer ends). */
const freed = (pool: ConnectionPool, count: number) => expect.poll(() => pool.idleCount).toBe(count);

describe('the upstream connection pool', () => {
  it('keeps one connection for calls made one after another', async () => {
    const { url, sockets } = await upstream();
    const pool = new ConnectionPool();
    for (let call = 0; call < 5; call++) {
      expect(await get(pool, url)).toBe('0');
      await freed(pool, 1);
    }
    expect(sockets.size).toBe(1);
  });

  it('opens one connection per call in flight and keeps each for the next calls', async () => {
    const { url, sockets } = await upstream();
    const pool = new ConnectionPool();
    await Promise.all([get(pool, url), get(pool, url), get(pool, url)]);
    await freed(pool, 3);
    await Promise.all([get(pool, url), get(pool, url), get(pool, url)]);
    await freed(pool, 3);
    expect(sockets.size).toBe(3);
  });

  it('forgets a connection the upstream closed while it was idle, and the next call opens another', async () => {
    const { url, sockets, server: up } = await upstream();
    const pool = new ConnectionPool();
    await get(pool, url);
    await freed(pool, 1);
    up.closeIdleConnections();
    await freed(pool, 0);
    expect(await get(pool, url)).toBe('1');
    expect(sockets.size).toBe(2);
  });

  it('keeps no connection the upstream keeps alive a second or less (it may close it as the next call goes)', async () => {
    const { url, sockets } = await upstream(1000);
    const pool = new ConnectionPool();
    await get(pool, url);
    await expect.poll(() => sockets.size === 1 && [...sockets].every((socket) => socket.destroyed)).toBe(true);
    expect(pool.idleCount).toBe(0);
    expect(await get(pool, url)).toBe('1');
  });
});
