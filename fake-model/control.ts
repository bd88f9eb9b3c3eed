/** The control API under /__fake, for a test in another process (Playwright's, the bench's): see README.md. */
import { Hono } from 'hono';
import { parseLoosely } from './json.ts';
import type { ReceivedRequest } from './recording.ts';
import { isScenario, type ScenarioQueue } from './scenarios.ts';
import { errorBody } from './wire-format.ts';

export function controlRoutes(fake: { requests: ReceivedRequest[]; scenarios: ScenarioQueue; reset(): void }): Hono {
  const { requests, scenarios } = fake;
  return new Hono()
    .get('/requests', (c) => c.json(requests))
    .post('/reset', (c) => {
      fake.reset();
      return c.json({ ok: true });
    })
    .post('/enqueue', async (c) => {
      const body = parseLoosely(await c.req.text());
      const queued: unknown[] = Array.isArray(body) ? body : [body];
      const invalid = queued.filter((scenario) => !isScenario(scenario));
      if (invalid.length > 0) return c.json(errorBody(`Not a scenario: ${JSON.stringify(invalid[0])}`, 'invalid_request_error'), 400);
      scenarios.enqueue(...queued.filter(isScenario));
      return c.json({ ok: true, queued: scenarios.size });
    })
    .post('/default', async (c) => {
      const body = parseLoosely(await c.req.text());
      if (!isScenario(body)) return c.json(errorBody(`Not a scenario: ${JSON.stringify(body)}`, 'invalid_request_error'), 400);
      scenarios.setDefault(body);
      return c.json({ ok: true, queued: scenarios.size });
    })
    .all('*', (c) => c.json(errorBody(`Unknown control route ${c.req.method} ${c.req.path}`, 'not_found_error'), 404));
}
