import { randomUUID } from 'node:crypto';
import { type FaultRule, type FaultRuleInput, faultRuleInputSchema } from '@daftar/contracts/endpoints/mock-control';
import { globToRegExp } from './path-glob.ts';

export interface RequestFacts {
  host: 'main' | 'pay';
  method: string;
  path: string;
  headers: Headers;
  /** Parsed JSON body, read only when some rule asks about a body field. */
  body: () => Promise<unknown>;
}

interface CompiledRule {
  rule: FaultRule;
  /** ms since the epoch when the rule retires; null for a rule without `forSeconds`. */
  until: number | null;
  path: RegExp;
  except: RegExp[];
}

function valueAt(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((current, key) => {
    if (current && typeof current === 'object') return (current as Record<string, unknown>)[key];
    return undefined;
  }, value);
}

/** Fault rules in force, tried in the order they were added; the first that matches and fires answers. */
export class RuleStore {
  #rules: CompiledRule[] = [];
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  add(input: FaultRuleInput, scenario: string | null = null): FaultRule {
    const parsed = faultRuleInputSchema.parse(input);
    const now = this.#now();
    const until = parsed.forSeconds === undefined ? null : now + parsed.forSeconds * 1000;
    const rule: FaultRule = {
      ...parsed,
      id: randomUUID().slice(0, 8),
      scenario,
      hits: 0,
      remaining: parsed.times ?? null,
      createdAt: new Date(now).toISOString(),
      expiresAt: until === null ? null : new Date(until).toISOString(),
    };
    this.#rules.push({
      rule,
      until,
      path: globToRegExp(parsed.match.path),
      except: (parsed.match.exceptPaths ?? []).map(globToRegExp),
    });
    return rule;
  }

  list(): FaultRule[] {
    this.#retireExpired();
    return this.#rules.map(({ rule }) => rule);
  }

  /** How many rules are in force: none (the usual case) means no request needs matching. */
  get size(): number {
    return this.#rules.length;
  }

  /** Rules whose time is up leave, as a rule whose uses are spent does. */
  #retireExpired(): void {
    const now = this.#now();
    if (this.#rules.some(({ until }) => until !== null && until <= now)) {
      this.#rules = this.#rules.filter(({ until }) => until === null || until > now);
    }
  }

  remove(id: string): boolean {
    const before = this.#rules.length;
    this.#rules = this.#rules.filter(({ rule }) => rule.id !== id);
    return this.#rules.length !== before;
  }

  removeScenario(scenario: string): void {
    this.#rules = this.#rules.filter(({ rule }) => rule.scenario !== scenario);
  }

  clear(): void {
    this.#rules = [];
  }

  /** The rule that fires for this request, with its use counted; retired rules are dropped. */
  async take(facts: RequestFacts, random: () => number = Math.random): Promise<FaultRule | undefined> {
    this.#retireExpired();
    for (const compiled of this.#rules) {
      if (!(await this.#matches(compiled, facts))) continue;
      if (random() >= compiled.rule.probability) continue;
      compiled.rule.hits += 1;
      if (compiled.rule.remaining !== null) {
        compiled.rule.remaining -= 1;
        if (compiled.rule.remaining <= 0) this.remove(compiled.rule.id);
      }
      return compiled.rule;
    }
    return undefined;
  }

  async #matches({ rule, path, except }: CompiledRule, facts: RequestFacts): Promise<boolean> {
    const { match } = rule;
    if (match.host !== 'any' && match.host !== facts.host) return false;
    if (match.method !== 'ANY' && match.method !== facts.method) return false;
    if (!path.test(facts.path) || except.some((pattern) => pattern.test(facts.path))) return false;
    if (match.header) {
      const value = facts.headers.get(match.header.name);
      if (value === null) return false;
      if (match.header.includes !== undefined && !value.includes(match.header.includes)) return false;
    }
    if (match.bodyField) {
      if (valueAt(await facts.body(), match.bodyField.path) !== match.bodyField.equals) return false;
    }
    return true;
  }
}
