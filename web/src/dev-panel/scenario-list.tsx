import type { z } from 'zod';
import type { scenarioSchema } from '@daftar/contracts/endpoints/mock-control';

type Scenario = z.infer<typeof scenarioSchema>;

export function ScenarioList(props: {
  scenarios: Scenario[];
  onRun: (name: string) => void;
  onReset: (name: string) => void;
}) {
  return (
    <ul className="qa-scenarios">
      {props.scenarios.map((scenario) => (
        <li key={scenario.name}>
          <button
            type="button"
            title={scenario.description}
            onClick={() => props.onRun(scenario.name)}
            data-scenario={scenario.name}
          >
            {scenario.name}
          </button>
          {scenario.active ? (
            <button
              type="button"
              className="qa-undo"
              aria-label={`Reset ${scenario.name}`}
              onClick={() => props.onReset(scenario.name)}
            >
              active ✕
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
