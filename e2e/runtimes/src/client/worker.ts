/**
 * Entry of the Workers runtime: a module worker whose `fetch` runs the scenario against the
 * probe server named in `?base=` and answers with one JSON line per check.
 */
import { runScenario } from './scenario.js';
import type { CheckLine } from './report.js';

export default {
  async fetch(request: Request): Promise<Response> {
    const baseUrl = new URL(request.url).searchParams.get('base');
    if (baseUrl === null) return new Response('missing ?base=', { status: 400 });
    const lines: CheckLine[] = [];
    await runScenario(baseUrl, (line) => lines.push(line));
    return new Response(lines.map((line) => JSON.stringify(line)).join('\n'), {
      headers: { 'content-type': 'application/x-ndjson' },
    });
  },
};
