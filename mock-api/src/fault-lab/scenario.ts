import type { FaultRuleInput } from '@daftar/contracts/endpoints/mock-control';
import type { Db } from '@daftar/db/client';
import type { FaultLab } from './lab.ts';

export interface ScenarioContext {
  lab: FaultLab;
  db: Db;
}

/** A named failure QA can start (scenarios.ts lists them; banking-scenarios.ts the banking ones). */
export interface Scenario {
  name: string;
  description: string;
  /** Rules to add (tagged with the scenario) and, for stateful ones, what to undo on reset. */
  start(context: ScenarioContext): Promise<{ rules: FaultRuleInput[]; undo?: () => void }>;
}
