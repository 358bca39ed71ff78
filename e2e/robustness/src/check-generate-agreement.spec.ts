import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import fc from 'fast-check';
import { isMap, parseDocument } from 'yaml';
import { buildCli, REPO_ROOT, runCli, type CliRun } from './support';

// `bracken check` passes exactly when `bracken generate` passes, for every generators.yml the
// repository holds (examples and test fixtures) and for each of them with a typical first
// mistake written into it. "generate passes" means every group of the file generates; both
// run through the built command line, in a copy of the config's folder.

const ROOT = join(REPO_ROOT, 'tmp', 'check-generate-agreement');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'tmp', 'sdk', '.git']);

/** Every `generators.yml` and `*.generators.yml` under `dir`, `__fixtures__` only when `fixturesOnly`. */
function findConfigs(dir: string, fixturesOnly: boolean, inFixtures = false): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name))
        found.push(...findConfigs(full, fixturesOnly, inFixtures || entry.name === '__fixtures__'));
    } else if (
      (entry.name === 'generators.yml' || entry.name.endsWith('.generators.yml')) &&
      (!fixturesOnly || inFixtures)
    ) {
      found.push(full);
    }
  }
  return found;
}

const CONFIGS = [
  ...findConfigs(join(REPO_ROOT, 'examples'), false),
  ...readdirSync(join(REPO_ROOT, 'packages')).flatMap((name) =>
    existsSync(join(REPO_ROOT, 'packages', name, 'src'))
      ? findConfigs(join(REPO_ROOT, 'packages', name, 'src'), true)
      : [],
  ),
  ...findConfigs(join(REPO_ROOT, 'e2e'), false),
].sort();

/** A first mistake, written into a parsed generators.yml. */
type Mutation = (doc: ReturnType<typeof parseDocument>, groups: string[]) => void;

const MUTATIONS: Record<string, Mutation> = {
  'misspelt generator name': (doc, groups) =>
    doc.setIn(['groups', groups[0], 'generators', 0, 'name'], 'bracken-typscript-sdk'),
  'version that is not semver': (doc, groups) => doc.setIn(['groups', groups[0], 'generators', 0, 'version'], 'latest'),
  'misspelt config key': (doc, groups) =>
    doc.setIn(['groups', groups[0], 'generators', 0, 'config', 'namespaceExprt'], 'Acme'),
  'misspelt api.auth': (doc) => doc.setIn(['api', 'auth'], 'bearr'),
  'misspelt generator api.auth': (doc, groups) =>
    doc.setIn(['groups', groups[0], 'generators', 0, 'api', 'auth'], 'bearr'),
  'readme endpoint that does not exist': (doc) =>
    doc.setIn(['readme', 'defaultEndpoint'], doc.createNode({ method: 'GET', path: '/no/such/endpoint' })),
  'readme feature with an unknown namespace': (doc) =>
    doc.setIn(['readme', 'features', 'Listing'], doc.createNode(['nowhere::GET /things'])),
  'group without generators': (doc, groups) => doc.setIn(['groups', groups[0], 'generators'], doc.createNode([])),
  'key that has no effect yet': (doc) => doc.set('autorelease', true),
};

interface Outcome {
  check: CliRun;
  generate: Record<string, CliRun>;
}

let caseNumber = 0;

/** Copies the config's folder, writes `text` as its config, and runs check and every group's generate. */
async function outcomeOf(config: string, text: string): Promise<Outcome> {
  const folder = join(ROOT, String(++caseNumber));
  cpSync(dirname(config), folder, { recursive: true, filter: (source) => !SKIPPED_FOLDERS.has(basename(source)) });
  const name = basename(config);
  writeFileSync(join(folder, name), text);
  const check = await runCli(['check', '--config', name], folder);
  const doc = parseDocument(text);
  const groupsNode = doc.get('groups');
  const groups = isMap(groupsNode)
    ? groupsNode.items.map((pair) => String((pair.key as { value: unknown }).value))
    : [];
  const generate: Record<string, CliRun> = {};
  // A file without groups has nothing generate could run: it fails, as check must.
  if (groups.length === 0) generate['(none)'] = await runCli(['generate', '--config', name], folder);
  for (const group of groups) generate[group] = await runCli(['generate', '--config', name, '--group', group], folder);
  return { check, generate };
}

function describeOutcome(label: string, outcome: Outcome): string {
  const lines = [`${label}: check exit ${outcome.check.status}`, outcome.check.stdout, outcome.check.stderr];
  for (const [group, run] of Object.entries(outcome.generate))
    lines.push(`generate --group ${group}: exit ${run.status}`, run.stderr);
  return lines.join('\n');
}

function expectAgreement(label: string, outcome: Outcome): void {
  const checkPassed = outcome.check.status === 0;
  const generatePassed = Object.values(outcome.generate).every((run) => run.status === 0);
  if (checkPassed !== generatePassed)
    throw new Error(`check and generate disagree\n${describeOutcome(label, outcome)}`);
  expect(checkPassed).toBe(generatePassed);
}

beforeAll(() => {
  buildCli();
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
}, 300_000);

describe('check passes exactly when generate passes', () => {
  it('finds the configurations of the examples and the test fixtures', () => {
    const names = CONFIGS.map((file) => relative(REPO_ROOT, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'examples/petstore/generators.yml',
        'packages/config/src/__fixtures__/spec-examples/full.generators.yml',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(7);
  });

  it.each(CONFIGS.map((file) => [relative(REPO_ROOT, file), file]))(
    '%s, as written',
    async (_name, file) => {
      expectAgreement(file, await outcomeOf(file, readFileSync(file, 'utf8')));
    },
    120_000,
  );

  it('every configuration, with a first mistake written into it', async () => {
    const withGroups = CONFIGS.filter((file) => {
      const groups = parseDocument(readFileSync(file, 'utf8')).get('groups');
      return isMap(groups) && groups.items.length > 0;
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withGroups),
        fc.constantFrom(...Object.keys(MUTATIONS)),
        async (file, mutation) => {
          const doc = parseDocument(readFileSync(file, 'utf8'));
          const groupsNode = doc.get('groups');
          const groups = isMap(groupsNode)
            ? groupsNode.items.map((pair) => String((pair.key as { value: unknown }).value))
            : [];
          MUTATIONS[mutation]!(doc, groups);
          expectAgreement(`${relative(REPO_ROOT, file)} with ${mutation}`, await outcomeOf(file, doc.toString()));
        },
      ),
      { numRuns: 24, seed: 20260101 },
    );
  }, 600_000);
});
