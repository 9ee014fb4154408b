import type { Endpoint } from '@daftar/contracts/endpoint';
import { catalogue } from '@daftar/contracts/catalogue';
import { rememberPerPath } from '../http/remember-per-path.ts';

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  /** Literal segments: `/items/search` beats `/items/:id` for the same request. */
  literals: number;
}

export interface FoundEndpoint {
  endpoint: Endpoint;
  params: Record<string, string>;
}

function compile(endpoint: Endpoint): Route {
  const names: string[] = [];
  let literals = 0;
  const source = endpoint.path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      literals += 1;
      return segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');
    })
    .join('/');
  return { endpoint, pattern: new RegExp(`^${source}/?$`), names, literals };
}

/**
 * Finds a request's endpoint in the zod catalogue (the one the pacts and the mock use). Each forwarded call asks, so
 * an answer is remembered per method and path instead of testing every route's pattern each time.
 */
export class EndpointLookup {
  #routes: Route[];
  #remembered = rememberPerPath((key) => {
    // The path comes last: a decoded one may hold spaces.
    const [host, method] = key.split(' ', 2) as ['main' | 'pay', string];
    return this.#search(host, method, key.slice(host.length + method.length + 2));
  });

  constructor(endpoints: Endpoint[] = catalogue().map((entry) => entry.endpoint)) {
    this.#routes = endpoints.map(compile).sort((a, b) => b.literals - a.literals);
  }

  find(host: 'main' | 'pay', method: string, path: string): FoundEndpoint | undefined {
    return this.#remembered(`${host} ${method} ${path}`);
  }

  #search(host: 'main' | 'pay', method: string, path: string): FoundEndpoint | undefined {
    for (const route of this.#routes) {
      if (route.endpoint.host !== host || route.endpoint.method !== method) continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
      return { endpoint: route.endpoint, params };
    }
    return undefined;
  }
}
