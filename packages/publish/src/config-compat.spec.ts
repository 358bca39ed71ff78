import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type GeneratorEntry, type GeneratorsYml } from '@bracken/config';
import { validateGithubConfig, validateOutputConfig, validateWhitelabel, type PublishOutputArgs } from './index';

/** The loaded configuration feeds `publishOutput` without conversion. */
function publishArgsFor(config: GeneratorsYml, entry: GeneratorEntry, sourceDir: string): PublishOutputArgs {
  return {
    output: entry.output,
    github: entry.github,
    generatorName: entry.name ?? '',
    sourceDir,
    version: entry.version,
    whitelabel: config.whitelabel?.github,
    reviewers: [entry.reviewers, config.reviewers],
    metadata: { ...config.metadata, ...entry.metadata },
    env: {},
  };
}

describe('generators.yml compatibility', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'config-compat-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes output, github, whitelabel, reviewers and metadata as loaded', async () => {
    const file = join(dir, 'generators.yml');
    writeFileSync(
      file,
      [
        'whitelabel:',
        '  github:',
        '    username: acme-bot',
        '    email: bot@acme.dev',
        '    token: ${ACME_GITHUB_TOKEN}',
        'metadata:',
        '  description: Acme APIs',
        'reviewers:',
        '  teams:',
        '    - name: sdk-team',
        'groups:',
        '  sdk:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 1.4.0',
        '        output:',
        '          location: npm',
        '          package-name: "@acme/sdk"',
        '          token: ${NPM_TOKEN}',
        '        github:',
        '          repository: acme/acme-node',
        '          mode: pull-request',
        '        metadata:',
        '          author: Acme',
        '        reviewers:',
        '          users:',
        '            - name: ada',
        '',
      ].join('\n'),
    );
    const loaded = await loadConfig(file);
    const entry = loaded.raw.groups?.['sdk']?.generators?.[0];
    expect(entry).toBeDefined();
    if (entry === undefined) return;
    const args = publishArgsFor(loaded.raw, entry, dir);
    expect(validateOutputConfig(args.output)).toEqual([]);
    expect(validateGithubConfig(args.github)).toEqual([]);
    expect(validateWhitelabel(args.whitelabel)).toEqual([]);
    expect(args.metadata).toEqual({ description: 'Acme APIs', author: 'Acme' });
    expect(args.reviewers).toEqual([{ users: [{ name: 'ada' }] }, { teams: [{ name: 'sdk-team' }] }]);
  });
});
