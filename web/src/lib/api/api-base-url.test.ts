import { describe, expect, it } from 'vitest';
import { apiBaseUrl, loopbackTwins } from './api-base-url.ts';

describe('the API base URL a page calls', () => {
  it('is the local mock on the page’s own host name when none is configured', () => {
    expect(apiBaseUrl(undefined, 8787, '127.0.0.1')).toBe('http://127.0.0.1:8787');
    expect(apiBaseUrl('', 8788, 'localhost')).toBe('http://localhost:8788');
  });

  it('follows the page’s loopback name when a loopback URL is configured', () => {
    expect(apiBaseUrl('http://127.0.0.1:41000', 8787, 'localhost')).toBe('http://localhost:41000');
    expect(apiBaseUrl('http://localhost:41000/', 8787, '127.0.0.1')).toBe('http://127.0.0.1:41000');
    expect(apiBaseUrl('http://localhost:41000/base', 8787, '127.0.0.1')).toBe('http://127.0.0.1:41000/base');
  });

  it('keeps a configured URL as it is for a page on another host, or an API on another host', () => {
    expect(apiBaseUrl('http://127.0.0.1:41000', 8787, 'app.example.com')).toBe('http://127.0.0.1:41000');
    expect(apiBaseUrl('http://localhost:41000', 8787, '[::1]')).toBe('http://localhost:41000');
    expect(apiBaseUrl('https://api.example.com', 8787, 'localhost')).toBe('https://api.example.com');
  });
});

describe('a local API under each loopback name', () => {
  it('lists both names for a loopback URL and only the URL otherwise', () => {
    expect(loopbackTwins('http://127.0.0.1:8787')).toEqual(['http://localhost:8787', 'http://127.0.0.1:8787']);
    expect(loopbackTwins('https://api.example.com')).toEqual(['https://api.example.com']);
  });
});
