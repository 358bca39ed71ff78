import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import {
  billionLaughsYaml,
  deeplyNestedJson,
  deeplyNestedYaml,
  doublingAsyncApi,
  doublingReferences,
  generatorsYaml,
  largeDefinitionChunks,
  refCycles,
  referenceChains,
  refLoops,
} from './fixtures/hostile-sizes';
import { buildCli, REPO_ROOT, runCli, runTsc, type CliRun } from './support';

// Each hostile definition goes through the built `bracken generate` in a fresh Node with a
// 512 MB heap and a timeout. Each must end with a located error or an SDK: never a hang, a
// stack overflow, an out-of-memory crash or a stack trace shown to the user.

const WORK = join(REPO_ROOT, 'tmp', 'robustness', 'limits');

/** Writes `generators.yml` and the definition into a fresh case folder. */
function writeCase(name: string, file: string, text: string): string {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), text);
  writeFileSync(join(dir, 'generators.yml'), generatorsYaml(file));
  return dir;
}

/** A user-facing failure: exit code 1, one located message, no stack trace, no crash. */
function expectCleanFailure(run: CliRun, message: RegExp): void {
  expect(run.signal).toBeNull();
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(run.stderr).not.toMatch(/internal error|FATAL ERROR|Maximum call stack size exceeded.*\(set BRACKEN_DEBUG/);
}

beforeAll(() => {
  buildCli();
  rmSync(WORK, { recursive: true, force: true });
}, 240_000);

describe('resource limits through `bracken generate`', () => {
  it('a schema nested 10,000 levels deep (JSON) is refused with the JSON pointer where it gets too deep', async () => {
    const dir = writeCase('deep-json', 'openapi.json', deeplyNestedJson(10_000));
    const run = await runCli(['generate'], dir);
    expectCleanFailure(
      run,
      /^openapi\.json:\d+:\d+: error: definition nested too deeply \(more than 1000 levels\) at #\/components\/schemas\/Deep\/properties\/child\/properties\/child/m,
    );
  });

  it('a schema nested 10,000 levels deep (YAML) is refused with the line and column', async () => {
    const dir = writeCase('deep-yaml', 'openapi.yml', deeplyNestedYaml(10_000));
    const run = await runCli(['generate'], dir);
    expectCleanFailure(run, /^openapi\.yml:6:\d+: error: cannot parse the definition \(.+\)/m);
  });

  it('a YAML billion-laughs document is refused at once, within the heap', async () => {
    const dir = writeCase('billion-laughs', 'openapi.yml', billionLaughsYaml(9));
    const run = await runCli(['generate'], dir, { timeoutMs: 30_000 });
    expectCleanFailure(
      run,
      /error: cannot parse the definition \(YAML aliases expand to more than 100000 nodes\): openapi\.yml/,
    );
  });

  it('recursive schemas of every shape (self, mutual, three-way, arrays and maps, a map or union of itself, allOf, oneOf, anyOf with null, inner pointers, request and response) end with an SDK that strict tsc accepts', async () => {
    const cases = refCycles();
    const outcomes: Record<string, number | null> = {};
    for (const [name, document] of Object.entries(cases)) {
      const dir = writeCase(`cycle-${name}`, 'openapi.json', JSON.stringify(document, null, 2));
      const run = await runCli(['generate'], dir, { timeoutMs: 30_000 });
      outcomes[name] = run.status;
      expect(run.stderr).not.toMatch(/internal error|^\s+at /m);
    }
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(cases).map((name) => [name, 0])));
    // One strict program over every produced SDK.
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'commonjs',
        moduleResolution: 'node',
        strict: true,
        noImplicitOverride: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
        typeRoots: [join(REPO_ROOT, 'node_modules', '@types')],
      },
      include: Object.keys(cases).map((name) => `cycle-${name}/sdk/src/**/*.ts`),
    };
    writeFileSync(join(WORK, 'tsconfig.cycles.json'), JSON.stringify(tsconfig, null, 2));
    expect(runTsc(WORK, ['-p', 'tsconfig.cycles.json'])).toBe('');
  }, 180_000);

  it('$ref loops with no schema in between (schemas, a self alias, parameters, responses, path items) are refused with the loop spelled out', async () => {
    const expected: Record<string, string> = {
      'alias-loop':
        '#/components/schemas/A → #/components/schemas/B → #/components/schemas/C → #/components/schemas/A) at #/components/schemas/A',
      'self-alias': '#/components/schemas/Me → #/components/schemas/Me) at #/components/schemas/Me',
      'parameter-loop':
        '#/components/parameters/P → #/components/parameters/Q → #/components/parameters/P) at #/components/parameters/P',
      'response-loop': '#/components/responses/R → #/components/responses/R) at #/components/responses/R',
      'path-item-loop': '#/components/pathItems/X → #/components/pathItems/X) at #/components/pathItems/X',
    };
    for (const [name, document] of Object.entries(refLoops())) {
      const dir = writeCase(`loop-${name}`, 'openapi.json', JSON.stringify(document, null, 2));
      const run = await runCli(['generate'], dir, { timeoutMs: 30_000 });
      expectCleanFailure(run, /error: circular \$ref with no schema in between \(/);
      expect(run.stderr).toContain(expected[name]);
    }
  }, 120_000);

  it('schemas that each name the previous one twice: check validates each schema once and passes, generate too', async () => {
    const dir = writeCase('doubling', 'openapi.json', JSON.stringify(doublingReferences(40), null, 2));
    const check = await runCli(['check'], dir, { timeoutMs: 60_000 });
    expect([check.signal, check.status]).toEqual([null, 0]);
    expect(check.stderr).toBe('generators.yml: valid\n');
    const generate = await runCli(['generate'], dir, { timeoutMs: 60_000 });
    expect([generate.signal, generate.status]).toEqual([null, 0]);
  }, 150_000);

  it('an AsyncAPI document that doubles the same way is refused before its validator expands it, by both commands', async () => {
    const dir = writeCase('doubling-asyncapi', 'asyncapi.json', JSON.stringify(doublingAsyncApi(40), null, 2));
    writeFileSync(join(dir, 'generators.yml'), generatorsYaml('asyncapi.json').replace('openapi:', 'asyncapi:'));
    for (const command of ['check', 'generate']) {
      const run = await runCli([command], dir, { timeoutMs: 60_000 });
      expect(run.signal).toBeNull();
      expect(run.status).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(
        /definition expands to more than 500000 nodes once its \$refs are followed/,
      );
      expect(`${run.stdout}${run.stderr}`).toMatch(/asyncapi\.json:\d+:\d+/);
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    }
  }, 150_000);

  it('chains of 20,000 schemas, each naming the next, in every shape: a located error from both commands, never a stack overflow', async () => {
    const expected: Record<string, RegExp> = {
      bare: /\$ref chain too long \(more than 1000 \$refs that lead only to further \$refs\)/,
      array: /type aliases chain too deep \(more than 1000 aliases, each naming the next\)/,
      nullable: /type aliases chain too deep \(more than 1000 aliases, each naming the next\)/,
      allof: /inheritance too deep \(more than 100 levels of allOf parents\)/,
      pointer: /schemas nested too deeply through \$refs \(more than 1000 levels\)/,
    };
    const outcomes: Record<string, string[]> = {};
    for (const [name, document] of Object.entries(referenceChains(20_000))) {
      const dir = writeCase(`chain-${name}`, 'openapi.json', JSON.stringify(document));
      for (const command of ['check', 'generate']) {
        const run = await runCli([command], dir, { timeoutMs: 60_000 });
        expect(`${run.stdout}${run.stderr}`).not.toMatch(/internal error|Maximum call stack|^\s+at /m);
        (outcomes[name] ??= []).push(
          `${run.status} ${expected[name]!.test(`${run.stdout}${run.stderr}`)} ${/openapi\.json(:\d+:\d+| #\/)/.test(`${run.stdout}${run.stderr}`)}`,
        );
      }
    }
    expect(outcomes).toEqual(
      Object.fromEntries(Object.keys(expected).map((name) => [name, ['1 true true', '1 true true']])),
    );
    // With allOf inlined, the chain is flattened by the importer itself.
    const inline = writeCase('chain-allof-inline', 'openapi.json', JSON.stringify(referenceChains(20_000)['allof']));
    writeFileSync(
      join(inline, 'generators.yml'),
      generatorsYaml('openapi.json').replace(
        '    - openapi: ./openapi.json',
        '    - openapi: ./openapi.json\n      settings:\n        inline-all-of-schemas: true',
      ),
    );
    const run = await runCli(['generate'], inline, { timeoutMs: 60_000 });
    expectCleanFailure(
      run,
      /^openapi\.json:\d+:\d+: error: inheritance too deep \(more than 100 levels of allOf parents\) at #\/components\/schemas\/S\d+/m,
    );
  }, 300_000);

  it('a YAML alias bomb in a file reached through $ref is refused like one in the definition', async () => {
    const dir = writeCase(
      'billion-laughs-ref',
      'openapi.yml',
      [
        'openapi: 3.0.3',
        'info: {title: Laughs, version: 1.0.0}',
        'paths:',
        '  /laugh:',
        '    get:',
        '      operationId: laugh',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        "              schema: {$ref: './laughs.yml#/components/schemas/Laugh'}",
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'laughs.yml'), billionLaughsYaml(9));
    for (const command of ['check', 'generate']) {
      const run = await runCli([command], dir, { timeoutMs: 30_000 });
      expect([run.signal, run.status]).toEqual([null, 1]);
      expect(`${run.stdout}${run.stderr}`).toMatch(
        /cannot parse the definition \(YAML aliases expand to more than 100000 nodes\)/,
      );
      expect(`${run.stdout}${run.stderr}`).toMatch(/laughs\.yml/);
    }
  }, 120_000);

  it('[slow] a 100 MB definition made at test time ends with a located error before the heap runs out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bracken-100mb-'));
    try {
      const out = createWriteStream(join(dir, 'openapi.json'));
      for (const chunk of largeDefinitionChunks(100))
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      out.end();
      await finished(out);
      writeFileSync(join(dir, 'generators.yml'), generatorsYaml('openapi.json'));
      const run = await runCli(['generate'], dir, { timeoutMs: 60_000 });
      expectCleanFailure(
        run,
        /error: definition too large for the available memory \(\d+\.\d MB, at most \d+\.\d MB with this heap; raise it with NODE_OPTIONS=--max-old-space-size=<MB>\): openapi\.json/,
      );
      expect(Number(/\((\d+\.\d) MB/.exec(run.stderr)![1])).toBeGreaterThanOrEqual(100);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
