import { describe, expect, it } from 'vitest';
import { type CpuProfile, selfTimePerRequest } from './profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

/** root → start-up module; root → parserOnIncoming → guard → writev; root → (idle). */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 6] },
    { id: 2, callFrame: frame('buildOpenApi', 'file:///repo/contracts/src/openapi/build-openapi.ts', 77) },
    { id: 3, callFrame: frame('parserOnIncoming', 'node:_http_server', 1070), children: [4] },
    {
      id: 4,
      callFrame: frame('guards', 'file:///repo/mock-api/src/middleware/guards.ts', 97),
      children: [5],
    },
    { id: 5, callFrame: frame('writev') },
    { id: 6, callFrame: frame('(idle)') },
  ],
  // Start-up first (left out), then requests, idle time between them (left out), a start-up frame later (kept).
  samples: [2, 2, 4, 5, 6, 5, 2],
  timeDeltas: [500, 500, 10, 30, 1000, 30, 20],
};

describe('selfTimePerRequest', () => {
  it('counts self time per request from the first request on, without idle time, heaviest first', () => {
    expect(selfTimePerRequest(profile, 2)).toEqual([
      { name: 'writev', selfUs: 30 },
      { name: 'buildOpenApi contracts/src/openapi/build-openapi.ts:78', selfUs: 10 },
      { name: 'guards mock-api/src/middleware/guards.ts:98', selfUs: 5 },
    ]);
  });

  it('keeps the top of the table', () => {
    expect(selfTimePerRequest(profile, 1, 1).map((line) => line.name)).toEqual(['writev']);
  });
});
