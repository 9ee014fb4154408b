import { useState } from 'react';
import { labClient } from './control-api.ts';
import { ConnectionFaultForm } from './connection-fault-form.tsx';
import {
  addFaultRule,
  clearDrift,
  clearFaultRules,
  listFaultRules,
  listScenarios,
  readDrift,
  readGateway,
  readLabSettings,
  removeFaultRule,
  resetLab,
  resetScenario,
  runScenario,
  updateGateway,
  updateLabSettings,
} from './lab-client.ts';
import { DriftTable } from './drift-table.tsx';
import { GatewaySection } from './gateway-section.tsx';
import { JournalTable } from './journal-table.tsx';
import { RuleTable } from './rule-table.tsx';
import { ScenarioList } from './scenario-list.tsx';
import { useJournal } from './use-journal.ts';
import { usePoll } from './use-poll.ts';
import './dev-panel.css';

const loadScenarios = () => listScenarios(labClient);
const loadRules = () => listFaultRules(labClient);
const loadSettings = () => readLabSettings(labClient);
const loadGateway = () => readGateway(labClient);
const loadDrift = () => readDrift(labClient);

/** The drift tab, polled only while it is shown. */
function DriftTab() {
  const drift = usePoll(loadDrift, 2000);
  return (
    <>
      <h3>
        Contract drift{' '}
        <button type="button" onClick={() => void clearDrift(labClient).finally(drift.refresh)}>
          Clear
        </button>
      </h3>
      <DriftTable entries={drift.data ?? []} />
    </>
  );
}

/**
 * The QA fault lab in the page (development builds only): start scenarios, see the rules in force and a live
 * journal of what the mock API answered. A developer tool, so its text is English and not translated.
 */
export function DevPanel() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'lab' | 'drift'>('lab');
  const scenarios = usePoll(loadScenarios, 2000);
  const rules = usePoll(loadRules, 2000);
  const settings = usePoll(loadSettings, 2000);
  const gateway = usePoll(loadGateway, 2000);
  const journal = useJournal();
  const after = (action: Promise<unknown>) =>
    action.finally(() => {
      scenarios.refresh();
      rules.refresh();
      settings.refresh();
      gateway.refresh();
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
        <button type="button" onClick={() => void after(clearFaultRules(labClient))}>
          Clear rules
        </button>
        <button type="button" onClick={() => void after(resetLab(labClient))} title="Database back to the seed">
          Reset all
        </button>
        <button type="button" aria-label="Close the QA fault lab" onClick={() => setOpen(false)}>
          ✕
        </button>
      </header>
      <div role="tablist" className="qa-tabs">
        <button type="button" role="tab" aria-selected={tab === 'lab'} onClick={() => setTab('lab')}>
          Lab
        </button>
        <button type="button" role="tab" aria-selected={tab === 'drift'} onClick={() => setTab('drift')}>
          Drift
        </button>
      </div>
      {tab === 'drift' ? (
        <DriftTab />
      ) : (
        <>
          {scenarios.error ? <p role="alert">Mock API unreachable: {scenarios.error}</p> : null}
          <label
            className="qa-switch"
            title="app-version, the profile and the terminals answer only their documented fields"
          >
            <input
              type="checkbox"
              checked={settings.data?.documentedMinimum ?? false}
              disabled={settings.data === undefined}
              onChange={(event) =>
                void after(updateLabSettings(labClient, { documentedMinimum: event.target.checked }))
              }
            />{' '}
            Documented-minimum answers (real-API fidelity)
          </label>
          <GatewaySection
            state={gateway.data}
            onRecord={(on) => void after(updateGateway(labClient, { recording: { on } }))}
          />
          <h3>Scenarios</h3>
          <ScenarioList
            scenarios={scenarios.data ?? []}
            onRun={(name) => void after(runScenario(labClient, name))}
            onReset={(name) => void after(resetScenario(labClient, name))}
          />
          <h3>Connection faults</h3>
          <ConnectionFaultForm onAdd={(rule) => void after(addFaultRule(labClient, rule))} />
          <h3>Rules in force</h3>
          <RuleTable rules={rules.data ?? []} onDelete={(id) => void after(removeFaultRule(labClient, id))} />
          <h3>
            Journal{' '}
            <button type="button" onClick={() => void journal.clear()}>
              Clear
            </button>
          </h3>
          <JournalTable entries={journal.entries} />
        </>
      )}
    </section>
  );
}
