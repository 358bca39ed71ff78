import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedConfig } from '@bracken/config';
import type { IntermediateRepresentation } from '@bracken/ir';
import type { Job } from './generate';
import { treeForRelease } from './release-tree';

const job = {
  group: 'sdk',
  index: 0,
  audiences: undefined,
  entry: { name: 'versioned', version: '1.0.0' },
  generator: {
    name: 'versioned',
    language: 'javascript',
    configSchema: {},
    generate: (_ir: IntermediateRepresentation, _config: unknown, context: { version: string }) => [
      { path: 'package.json', contents: `{ "version": "${context.version}" }\n` },
      { path: 'version.js', contents: `exports.SDK_VERSION = "${context.version}";\n` },
      { path: 'index.js', contents: 'exports.ok = true;\n' },
    ],
  },
} as unknown as Job;
const config = { raw: {}, dir: '/', file: 'generators.yml', diagnostics: [] } as unknown as LoadedConfig;
const ir = { kind: 'ir' } as unknown as IntermediateRepresentation;

let source: string;
beforeEach(() => {
  source = mkdtempSync(join(tmpdir(), 'release-source-'));
  writeFileSync(join(source, 'package.json'), '{ "version": "1.0.0" }\n');
  writeFileSync(join(source, 'index.js'), 'exports.ok = true;\n');
  writeFileSync(join(source, 'helpers.js'), 'exports.mine = 1;\n');
});
afterEach(() => rmSync(source, { recursive: true, force: true }));

describe('treeForRelease', () => {
  it('writes the released version into every file that names it, keeping the rest and the source as they are', async () => {
    writeFileSync(join(source, 'version.js'), 'exports.SDK_VERSION = "1.0.0";\n');
    const notices: string[] = [];
    const tree = await treeForRelease({
      config,
      job,
      ir,
      sourceDir: source,
      generatedVersion: '1.0.0',
      releaseVersion: '1.1.0',
      notice: (line) => notices.push(line),
    });
    try {
      expect(readFileSync(join(tree.dir, 'version.js'), 'utf8')).toBe('exports.SDK_VERSION = "1.1.0";\n');
      expect(readFileSync(join(tree.dir, 'package.json'), 'utf8')).toBe('{ "version": "1.1.0" }\n');
      expect(readFileSync(join(tree.dir, 'helpers.js'), 'utf8')).toBe('exports.mine = 1;\n');
      expect(readFileSync(join(source, 'version.js'), 'utf8')).toBe('exports.SDK_VERSION = "1.0.0";\n');
      expect(notices).toEqual([]);
    } finally {
      tree.dispose();
    }
  });

  it('keeps a version file someone changed, and says so', async () => {
    writeFileSync(join(source, 'version.js'), 'exports.SDK_VERSION = "1.0.0"; // pinned\n');
    const notices: string[] = [];
    const tree = await treeForRelease({
      config,
      job,
      ir,
      sourceDir: source,
      generatedVersion: '1.0.0',
      releaseVersion: '1.1.0',
      notice: (line) => notices.push(line),
    });
    try {
      expect(readFileSync(join(tree.dir, 'version.js'), 'utf8')).toBe('exports.SDK_VERSION = "1.0.0"; // pinned\n');
      expect(notices).toEqual([
        `version.js was kept as it is in ${source}: it differs from the generation, which writes it differently for 1.1.0; check the version it names`,
      ]);
    } finally {
      tree.dispose();
    }
  });
});
