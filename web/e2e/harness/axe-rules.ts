import { Window } from 'happy-dom';

/** The rule sets the sweep checks against: WCAG 2.1 A and AA and axe's best practices. */
export const sweptTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

const failing = new Set(['serious', 'critical']);

interface AuditCheck {
  impact?: string;
  metadata?: { impact?: string };
}

interface AuditRule {
  id: string;
  tags: string[];
  impact?: string;
  any: (string | { id: string })[];
  all: (string | { id: string })[];
  none: (string | { id: string })[];
}

/** The parts of axe's loaded rule book read here (`axe._audit`, which axe keeps for its own reporting). */
export interface AxeAudit {
  rules: AuditRule[];
  checks: Record<string, AuditCheck | undefined>;
  /** Tags whose rules a run by tag leaves out (experimental and deprecated rules). */
  tagExclude: string[];
}

/**
 * The rules of the swept tags (as a run by tag selects them) that can report a serious or critical finding, the only
 * ones that fail a test. A finding's impact is its failed checks' highest, and each check's impact is fixed in axe's rule book (a rule's own
 * impact replaces them); rules that can only be minor or moderate (region, landmarks, heading order) cost an axe run
 * its time for findings the sweep drops.
 */
export function seriousRules(audit: AxeAudit): string[] {
  const checkImpact = (check: string | { id: string }) => {
    const found = audit.checks[typeof check === 'string' ? check : check.id];
    return found?.impact ?? found?.metadata?.impact;
  };
  return (
    audit.rules
      // The rules a run by the swept tags would run (axe's tag matching, which ignores a rule's default `enabled`).
      .filter(
        (rule) =>
          rule.tags.some((tag) => (sweptTags as readonly string[]).includes(tag)) &&
          !rule.tags.some((tag) => audit.tagExclude.includes(tag)),
      )
      .filter((rule) => {
        const impacts = rule.impact ? [rule.impact] : [...rule.any, ...rule.all, ...rule.none].map(checkImpact);
        // A check of no known impact is kept: leaving out a rule that can fail is the mistake that must not happen.
        return impacts.some((impact) => impact === undefined || failing.has(impact));
      })
      .map((rule) => rule.id)
  );
}

/** The serious rules of the axe build `source` (axe.min.js's text), read in a DOM of its own once per process. */
export function seriousRulesOf(source: string): string[] {
  const window = new Window();
  try {
    window.eval(source);
    const { axe } = window as unknown as { axe: { _audit: AxeAudit } };
    return seriousRules(axe._audit);
  } finally {
    void window.happyDOM.close();
  }
}
