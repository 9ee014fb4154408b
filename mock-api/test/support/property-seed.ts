import fc from 'fast-check';

// On CI every property test draws from one fixed seed, so a fresh clone's `npm test` is the same run every time;
// elsewhere each run draws anew and keeps exploring (a failure prints its seed and path to replay it).
// FC_SEED replays or widens a draw: `FC_SEED=-2109302910 pnpm vitest run …`.
const seed = process.env.FC_SEED ?? (process.env.CI === 'true' ? '1405' : undefined);
if (seed !== undefined) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed) });
