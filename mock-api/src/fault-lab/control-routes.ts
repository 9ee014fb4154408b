import { Hono } from 'hono';
import { mockControlEndpoints } from '@daftar/contracts/endpoints/mock-control';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';
import { forgetRateLimits } from '../http/rate-limit.ts';
import { serverClockMoved, serverNow, setServerClock } from '../domain/clock/server-clock.ts';
import type { FaultLab } from './lab.ts';
import { loopbackOnly } from './loopback-only.ts';
import { sameSiteOnly } from './same-site-only.ts';
import { findScenario, scenarios } from './scenarios.ts';
import { readVersions, writeVersions } from './versions.ts';

/** A flag's variant as the lab sets it: its name and optional payload. */
export type FlagVariantInput = { name: string; payload?: { type: 'string' | 'json'; value: string } | undefined };

/** What the lab needs from the rest of the server for actions beyond rules. */
export interface LabHooks {
  /** Empties the database and writes the seed again. */
  reseed(): void;
  /** Turns a feature flag on or off, creating it when unknown; a variant given (or null) replaces its variant. */
  setFlag(name: string, enabled: boolean, variant?: FlagVariantInput | null): void;
}

function resetScenarioState(lab: FaultLab, name: string): void {
  lab.rules.removeScenario(name);
  lab.undo.get(name)?.();
  lab.undo.delete(name);
}

export function controlRoutes(lab: FaultLab, hooks: LabHooks, corsOrigins: readonly string[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/__mock/*', loopbackOnly());
  app.use('/__mock/*', sameSiteOnly(corsOrigins));

  mountEndpoint(app, mockControlEndpoints.listRules, () => ({ success: true as const, data: lab.rules.list() }));
  mountEndpoint(app, mockControlEndpoints.createRule, (_c, { body }) => {
    return { success: true as const, itemInfo: lab.rules.add(body) };
  });
  mountEndpoint(app, mockControlEndpoints.clearRules, () => {
    for (const name of [...lab.undo.keys()]) resetScenarioState(lab, name);
    lab.rules.clear();
    return { success: true as const };
  });
  mountEndpoint(app, mockControlEndpoints.removeRule, (_c, { params }) => {
    if (!lab.rules.remove(params.id)) throw new HttpError(404, 'FAULT_RULE_NOT_FOUND');
    return { success: true as const };
  });

  mountEndpoint(app, mockControlEndpoints.listScenarios, () => {
    const active = new Set([...lab.rules.list().map((rule) => rule.scenario), ...lab.undo.keys()]);
    return {
      success: true as const,
      data: scenarios.map(({ name, description }) => ({ name, description, active: active.has(name) })),
    };
  });
  mountEndpoint(app, mockControlEndpoints.runScenario, async (c, { params }) => {
    const scenario = findScenario(params.name);
    if (!scenario) throw new HttpError(404, 'SCENARIO_NOT_FOUND');
    resetScenarioState(lab, scenario.name);
    const { rules, undo } = await scenario.start({ lab, db: c.get('db') });
    if (undo) lab.undo.set(scenario.name, undo);
    return {
      success: true as const,
      itemInfo: { name: scenario.name, rules: rules.map((rule) => lab.rules.add(rule, scenario.name)) },
    };
  });
  mountEndpoint(app, mockControlEndpoints.resetScenario, (_c, { params }) => {
    if (!findScenario(params.name)) throw new HttpError(404, 'SCENARIO_NOT_FOUND');
    resetScenarioState(lab, params.name);
    return { success: true as const };
  });

  mountEndpoint(app, mockControlEndpoints.readJournal, (_c, { query }) => ({
    success: true as const,
    data: lab.journal.read(query.since, query.limit),
  }));
  mountEndpoint(app, mockControlEndpoints.clearJournal, () => {
    lab.journal.clear();
    return { success: true as const };
  });

  const settings = () => ({
    success: true as const,
    itemInfo: {
      accessTokenTtlSeconds: lab.settings.accessTokenTtlSeconds,
      documentedMinimum: lab.settings.documentedMinimum,
    },
  });
  mountEndpoint(app, mockControlEndpoints.readSettings, settings);
  mountEndpoint(app, mockControlEndpoints.updateSettings, (_c, { body }) => {
    if (body.accessTokenTtlSeconds !== undefined) lab.settings.accessTokenTtlSeconds = body.accessTokenTtlSeconds;
    if (body.documentedMinimum !== undefined) lab.settings.documentedMinimum = body.documentedMinimum;
    return settings();
  });
  mountEndpoint(app, mockControlEndpoints.readVersions, (c) => ({
    success: true as const,
    itemInfo: readVersions(c.get('db')),
  }));
  mountEndpoint(app, mockControlEndpoints.bumpVersions, (c, { body }) => {
    const db = c.get('db');
    const current = readVersions(db);
    const translationVersion =
      body.translationVersion === 'increment' ? current.translationVersion + 1 : body.translationVersion;
    writeVersions(db, { webAppVersion: body.webAppVersion, translationVersion });
    return { success: true as const, itemInfo: readVersions(db) };
  });
  mountEndpoint(app, mockControlEndpoints.setFlag, (_c, { params, body }) => {
    hooks.setFlag(params.name, body.enabled, body.variant);
    return { success: true as const, itemInfo: { name: params.name, enabled: body.enabled } };
  });
  mountEndpoint(app, mockControlEndpoints.setClock, (_c, { body }) => {
    setServerClock(body.now);
    return { success: true as const, itemInfo: { now: serverNow().toISOString(), moved: serverClockMoved() } };
  });
  mountEndpoint(app, mockControlEndpoints.reset, (c) => {
    for (const name of [...lab.undo.keys()]) resetScenarioState(lab, name);
    lab.rules.clear();
    lab.settings.accessTokenTtlSeconds = null;
    lab.settings.documentedMinimum = false;
    setServerClock(null);
    hooks.reseed();
    lab.journal.clear();
    // A reset starts a test afresh: the sign-ins of earlier tests must not count against this one's.
    forgetRateLimits(c.get('config'));
    return { success: true as const };
  });
  return app;
}
