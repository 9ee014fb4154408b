import { useState } from 'react';
import { lab } from './control-api.ts';
import { JournalTable } from './journal-table.tsx';
import { RuleTable } from './rule-table.tsx';
import { ScenarioList } from './scenario-list.tsx';
import { useJournal } from './use-journal.ts';
import { usePoll } from './use-poll.ts';
import './dev-panel.css';

/**
 * The QA fault lab in the page (development builds only): start scenarios, see the rules in force and a live
 * journal of what the mock API answered. A developer tool, so its text is English and not translated.
 */
export function DevPanel() {
  const [open, setOpen] = useState(false);
  const scenarios = usePoll(lab.scenarios, 2000);
  const rules = usePoll(lab.rules, 2000);
  const journal = useJournal();
  const after = (action: Promise<unknown>) =>
    action.finally(() => {
      scenarios.refresh();
      rules.refresh();
    });

  if (!open) {
    return (
      <button type="button" className="qa-toggle" onClick={() => setOpen(true)} aria-label="Open the QA fault lab">
        QA
      </button>
    );
  }
  return (
    <section className="qa-panel" dir="ltr" aria-label="QA fault lab">
      <header>
        <strong>QA fault lab</strong>
        <button type="button" onClick={() => void after(lab.clearRules())}>
          Clear rules
        </button>
        <button type="button" onClick={() => void after(lab.reset())} title="Database back to the seed">
          Reset all
        </button>
        <button type="button" aria-label="Close the QA fault lab" onClick={() => setOpen(false)}>
          ✕
        </button>
      </header>
      {scenarios.error ? <p role="alert">Mock API unreachable: {scenarios.error}</p> : null}
      <h3>Scenarios</h3>
      <ScenarioList
        scenarios={scenarios.data ?? []}
        onRun={(name) => void after(lab.runScenario(name))}
        onReset={(name) => void after(lab.resetScenario(name))}
      />
      <h3>Rules in force</h3>
      <RuleTable rules={rules.data ?? []} onDelete={(id) => void after(lab.deleteRule(id))} />
      <h3>
        Journal{' '}
        <button type="button" onClick={() => void journal.clear()}>
          Clear
        </button>
      </h3>
      <JournalTable entries={journal.entries} />
    </section>
  );
}
