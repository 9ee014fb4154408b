import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp.ts';

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('production CSP', () => {
  it('allows only this origin and the API hosts by default', () => {
    const csp = buildCsp({ apiUrls: ['http://localhost:8787', 'http://localhost:8788/'] });
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http://localhost:8787', 'http://localhost:8788']);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it("adds the analytics tag's origin only when configured", () => {
    const csp = buildCsp({ apiUrls: ['https://api.example.ir'], analyticsScriptUrl: 'https://www.clarity.ms/tag/abc' });
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://www.clarity.ms']);
    expect(directive(csp, 'connect-src')).toContain('https://www.clarity.ms');
  });

  it("allows Google's sign-in script, button frame and styles only when a client id is set (issue 20)", () => {
    const gsi = 'https://accounts.google.com/gsi/';
    const csp = buildCsp({ apiUrls: ['https://api.example.ir'], googleClientId: '123.apps.googleusercontent.com' });
    expect(directive(csp, 'script-src')).toEqual(["'self'", gsi]);
    expect(directive(csp, 'frame-src')).toEqual([gsi]);
    expect(directive(csp, 'style-src')).toContain(gsi);
    expect(directive(csp, 'connect-src')).toContain(gsi);
    const without = buildCsp({ apiUrls: ['https://api.example.ir'] });
    expect(without).not.toContain('accounts.google.com');
  });

  it("allows an inline script only by its hash (the /login shell's, issue 19), never 'unsafe-inline'", () => {
    const hash = "'sha256-b64hash='";
    const csp = buildCsp({ apiUrls: ['https://api.example.ir'], inlineScriptHashes: [hash] });
    expect(directive(csp, 'script-src')).toEqual(["'self'", hash]);
  });

  it('ignores a URL that cannot be parsed', () => {
    expect(directive(buildCsp({ apiUrls: ['not a url'] }), 'connect-src')).toEqual(["'self'"]);
  });
});
