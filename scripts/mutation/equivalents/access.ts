import type { EquivalentMutant } from './equivalent-mutant.ts';

const companyAreas = 'mock-api/src/auth/roles/company-areas.ts';
const companyRoles = 'mock-api/src/auth/roles/company-roles.ts';
const membership = 'mock-api/src/domain/membership.ts';

/** The access rules': the role table, the area map, membership and refresh rotation. */
export const accessEquivalents: EquivalentMutant[] = [
  {
    file: companyRoles,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the template literal's source text, as Stryker reports it
    original: '`api-key:${key.id}`',
    replacement: '``',
    why: "a key's caller acts only on company paths, and no company route reads the caller's deviceId (only the user's own device list and sign-in do, which no key reaches)",
  },
  {
    file: companyRoles,
    original: "'user'",
    replacement: '""',
    near: 'authenticate(c,',
    why: "authenticate reads the 'user' kind only to skip a call an API key already passed, and this branch runs only when there is no key: any kind but 'none' and 'bank' checks the access token alike",
  },
  {
    file: membership,
    original: "'$client'",
    replacement: '""',
    why: "no database has a property '': the membership query is built each time instead of prepared once, which gives the same row (preparing it is a speed choice)",
  },
  {
    file: companyAreas,
    original: "''",
    replacement: '"Stryker was here!"',
    near: 'match[1]',
    why: "the company id is the pattern's required group ([^/]+): a match always has it, so the fallback is never read",
  },
  {
    file: companyAreas,
    original: '{',
    replacement: '{}',
    near: '} catch {',
    why: "a segment that is no valid escape is no area's segment and a company id that is none is no number: undefined in its place gives `other` and NaN just as the undecoded text does",
  },
  {
    file: 'mock-api/src/domain/refresh.ts',
    original: "'rotated'",
    replacement: '""',
    why: "rotateRefreshToken reads an outcome's kind only to pick out 'reused' and 'refused'; whatever else it is, the caller and the new token are answered",
  },
  {
    file: 'mock-api/src/auth/refresh-grace.ts',
    original: 'config.refreshGraceSeconds > 0',
    replacement: 'true',
    why: 'with no grace window the pair is remembered until the moment it was made, and the sweep before every look-up drops an entry whose time is not after now: the guard only keeps the map empty',
  },
  {
    file: 'mock-api/src/auth/refresh-grace.ts',
    original: 'config.refreshGraceSeconds > 0',
    replacement: 'config.refreshGraceSeconds >= 0',
    why: 'with no grace window the pair is remembered until the moment it was made, and the sweep before every look-up drops an entry whose time is not after now: the guard only keeps the map empty',
  },
];
