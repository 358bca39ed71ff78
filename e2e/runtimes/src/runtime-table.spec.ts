import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cache';
import { RuntimeTestError } from './errors';
import { COMPATIBILITY_DATE, VERSIONS } from './runtimes';

// The runtime tables of the README and of docs/runtime.md say what runtimes.spec.ts runs: a
// version bumped in one place and not the other fails here.

/** The rows of the first Markdown table under `heading` (or of the first table at all). */
function tableRows(file: string, heading?: string): string[] {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8');
  const from = heading === undefined ? 0 : text.indexOf(`\n${heading}\n`);
  if (from === -1) throw new RuntimeTestError(`heading not found: ${file}: ${heading ?? ''}`);
  const lines = text.slice(from).split('\n');
  const start = lines.findIndex((line) => line.startsWith('| Runtime |'));
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

describe.each([
  ['README.md', undefined],
  ['docs/runtime.md', '## Where it runs'],
])('the runtime table of %s', (file, heading) => {
  const rows = tableRows(file, heading);
  const row = (name: string): string => rows.find((line) => line.startsWith(`| ${name} |`)) ?? `(no row for ${name})`;

  it('names the versions the runtime test installs', () => {
    expect(rows.map((line) => line.split('|')[1]?.trim())).toEqual([
      'Node.js',
      'Bun',
      'Deno',
      'Cloudflare Workers',
      'Browsers',
    ]);
    for (const version of [VERSIONS.node18, VERSIONS.node22, VERSIONS.node24])
      expect(row('Node.js')).toContain(version);
    expect(row('Bun')).toContain(VERSIONS.bun);
    expect(row('Deno')).toContain(VERSIONS.deno);
    expect(row('Cloudflare Workers')).toContain('nodejs_compat');
    expect(row('Browsers')).toContain('Web Worker');
  });
});

it('docs/runtime.md names the miniflare version and the compatibility date', () => {
  const row =
    tableRows('docs/runtime.md', '## Where it runs').find((line) => line.startsWith('| Cloudflare Workers |')) ?? '';
  expect(row).toContain(`miniflare ${VERSIONS.miniflare}`);
  expect(row).toContain(`compatibility date ${COMPATIBILITY_DATE}`);
});
