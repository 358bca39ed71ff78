import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { REPO_ROOT } from './build-page';

// The examples in docs/react-query.md, docs/streaming.md and docs/webhooks.md must work: each
// page's OpenAPI document is generated into an SDK, and its TypeScript examples are
// type-checked strictly against that SDK.

const WORK_DIR = join(REPO_ROOT, 'tmp', 'e2e-docs-examples');

interface DocExample {
  doc: string;
  packageName: string;
  generateReactQueryHooks: boolean;
}

const EXAMPLES: DocExample[] = [
  { doc: 'react-query.md', packageName: 'acme-sdk', generateReactQueryHooks: true },
  { doc: 'streaming.md', packageName: 'chat-sdk', generateReactQueryHooks: false },
  { doc: 'webhooks.md', packageName: 'shelter-sdk', generateReactQueryHooks: false },
];

/** Fenced blocks of one language, in order. */
function codeBlocks(markdown: string, languages: string[]): Array<{ language: string; code: string }> {
  const blocks: Array<{ language: string; code: string }> = [];
  for (const match of markdown.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)) {
    if (languages.includes(match[1]!)) blocks.push({ language: match[1]!, code: match[2]! });
  }
  return blocks;
}

function typeCheck(dir: string, files: string[], paths: Record<string, string[]>): string {
  const config = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      skipLibCheck: true,
      types: ['node'],
      paths,
    },
    files,
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config, null, 2));
  try {
    execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}

/** Writes one page's SDK and examples under `<WORK_DIR>/<page>/`; returns the example files and path mappings. */
async function preparePage({ doc, packageName, generateReactQueryHooks }: DocExample): Promise<{ files: string[]; paths: Record<string, string[]> }> {
  const markdown = readFileSync(join(REPO_ROOT, 'docs', doc), 'utf8');
  const definition = codeBlocks(markdown, ['yaml']).find((b) => b.code.startsWith('openapi:'));
  if (definition === undefined) throw new Error(`no OpenAPI example: docs/${doc}`);
  const examples = codeBlocks(markdown, ['ts', 'tsx']);
  if (examples.length === 0) throw new Error(`no TypeScript example: docs/${doc}`);
  const folder = doc.replace(/\.md$/, '');
  const dir = join(WORK_DIR, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'openapi.yml'), definition.code);
  const ir = await parseOpenApi({ file: join(dir, 'openapi.yml'), displayFile: `docs/${doc}` });
  const generated = await generateTypeScriptSdk(ir, { packageName, packageVersion: '1.0.0', generateReactQueryHooks });
  for (const file of generated) {
    const target = join(dir, 'sdk', ...file.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  const files = examples.map((example, i) => {
    const name = `${folder}/example-${i + 1}.${example.language}`;
    // Each example is its own module, so top-level await and repeated names are fine.
    writeFileSync(join(WORK_DIR, name), example.code.includes('import ') ? example.code : `${example.code}\nexport {};\n`);
    return name;
  });
  const paths: Record<string, string[]> = { [packageName]: [`./${folder}/sdk/src/index.ts`] };
  if (generateReactQueryHooks) paths[`${packageName}/react-query`] = [`./${folder}/sdk/src/react-query/index.ts`];
  return { files, paths };
}

// One compiler run for all pages: the pages use different package names, so they do not clash.
let output: string;

beforeAll(async () => {
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  const pages = await Promise.all(EXAMPLES.map(preparePage));
  output = typeCheck(
    WORK_DIR,
    pages.flatMap((p) => p.files),
    Object.assign({}, ...pages.map((p) => p.paths)) as Record<string, string[]>,
  );
}, 120_000);

describe('documentation examples', () => {
  it.each(EXAMPLES)('$doc: the OpenAPI example generates an SDK and the code examples type-check against it', ({ doc }) => {
    const folder = doc.replace(/\.md$/, '');
    expect(output.split('\n').filter((line) => line.startsWith(`${folder}/`))).toEqual([]);
  });

  it('type-checks without errors anywhere else', () => {
    expect(output).toBe('');
  });
});
