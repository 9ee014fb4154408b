import { catalogue } from '@daftar/contracts/catalogue';
import { buildOpenApi } from '@daftar/contracts/openapi';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';

const authLabel = { none: 'public', user: 'bearer token', bank: 'bearer + bank-token' } as const;

function schemaBlock(title: string, schema: z.ZodType | undefined, io: 'input' | 'output') {
  if (!schema) return '';
  const json = JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any' }), null, 2);
  return html`<details><summary>${title}</summary><pre>${json}</pre></details>`;
}

/** The generated OpenAPI document and a browsable reference page, both from the endpoint catalogue. */
export function apiReferenceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const document = buildOpenApi();
  app.get('/openapi.json', (c) => c.json(document));
  app.get('/docs', (c) => {
    const rows = catalogue().map(
      ({ area, endpoint }) => html`<section id="${endpoint.name}">
        <h3><span class="m m-${endpoint.method}">${endpoint.method}</span> <code>${endpoint.path}</code></h3>
        <p>${endpoint.summary}</p>
        <p class="meta">${area} · ${endpoint.host} host · ${authLabel[endpoint.auth]} · <code>${endpoint.name}</code></p>
        ${schemaBlock('Path parameters', endpoint.params, 'input')} ${schemaBlock('Query', endpoint.query, 'input')}
        ${schemaBlock('Body', endpoint.body, 'input')} ${schemaBlock('Answer (2xx)', endpoint.response, 'output')}
      </section>`,
    );
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Daftar API reference</title>
          <style>
            body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a; }
            section { border-top: 1px solid #e2e8f0; padding: 0.5rem 0; }
            h3 { margin: 0.5rem 0 0; font-size: 1rem; }
            .meta { color: #64748b; font-size: 0.85rem; margin: 0; }
            .m { display: inline-block; min-width: 4rem; font: 600 0.75rem/1.6 monospace; text-align: center; border-radius: 4px; color: #fff; background: #475569; }
            .m-GET { background: #0f766e; } .m-POST { background: #1d4ed8; } .m-PUT { background: #b45309; } .m-DELETE { background: #b91c1c; }
            pre { background: #f8fafc; padding: 0.75rem; overflow: auto; font-size: 0.8rem; }
          </style>
        </head>
        <body>
          <h1>Daftar API reference</h1>
          <p>Generated from the zod endpoint catalogue in <code>contracts/</code>. Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).
          Errors always answer <code>{ success: false, message: "UPPER_SNAKE_CODE", errors?: [{ path, message }] }</code>.</p>
          ${raw(rows.join(''))}
        </body>
      </html>`);
  });
  return app;
}
