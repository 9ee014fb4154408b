import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { apiReachability } from '../network/api-reachability.ts';
import { activeCompanyId } from '../session/active-company.ts';
import { whenIdle } from '../when-idle.ts';
import { refreshToken } from '../session/tokens.ts';

/** What is kept: the answers of one user in one company, and whose they are. */
interface Persisted {
  companyId: number | null;
  savedAt: number;
  state: DehydratedState;
}

const slot = 'last-session';
/** A copy older than this is not shown as "last data": a week-old balance would mislead more than it helps. */
const maxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** Written at most this often: a busy screen changes the cache many times a second. */
const writeEveryMs = 1000;

let database: UseStore | undefined;
const store = () => {
  database ??= createStore('daftar-query-cache', 'answers');
  return database;
};

/** No query holding a credential is ever written: none should, and a key naming one is refused to be sure. */
const credentialKey = /token|xsrf|otp|password|secret/i;

export function shouldPersist(query: Query): boolean {
  return query.state.status === 'success' && !query.queryKey.some((part) => credentialKey.test(String(part)));
}

/**
 * The screens already visited, kept in IndexedDB (TanStack Query's dehydrate and hydrate) so that a reload without
 * the API shows their last data, marked as not current. One copy, of one user in one company: restored only while
 * the session and the active company it was written for are the same, and removed on sign-out (`forgetCache`). A
 * company switch empties the company's queries in memory, and the copy follows within a second.
 */
export async function restoreCache(queryClient: QueryClient, now = Date.now()): Promise<void> {
  if (!refreshToken()) return;
  try {
    const kept = await get<Persisted>(slot, store());
    if (!kept || now - kept.savedAt > maxAgeMs || kept.companyId !== activeCompanyId()) return;
    hydrate(queryClient, kept.state);
    // Kept answers are last data, never current: each is fetched again as soon as a screen uses it, even a query
    // that is otherwise never stale (settings), or a change made elsewhere would stay hidden after a reload.
    await queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    // No IndexedDB (private mode), or a copy written by another version: start without one.
  }
}

/** The kept answers restored the first time the API stops answering in this page's life; returns the unsubscribe. */
export function restoreWhenUnreachable(queryClient: QueryClient): () => void {
  const unsubscribe = apiReachability.subscribe(({ online }) => {
    if (online) return;
    unsubscribe();
    void restoreCache(queryClient);
  });
  return unsubscribe;
}

/** Keeps the copy in step with the cache from now on; returns the unsubscribe. */
export function persistCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const write = () => {
    timer = undefined;
    cancelIdle = undefined;
    if (!refreshToken()) return;
    const kept: Persisted = {
      companyId: activeCompanyId(),
      savedAt: Date.now(),
      state: dehydrate(queryClient, { shouldDehydrateQuery: shouldPersist, shouldDehydrateMutation: () => false }),
    };
    void set(slot, kept, store()).catch(() => undefined);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    // Dehydrating and cloning every answer into IndexedDB is a long task on a phone: it waits for an idle moment.
    timer ??= setTimeout(() => {
      cancelIdle = whenIdle(write);
    }, writeEveryMs);
  });
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
    unsubscribe();
  };
}

/** Sign-out: the copy is the user's data, and goes with them. */
export async function forgetCache(): Promise<void> {
  await del(slot, store()).catch(() => undefined);
}
