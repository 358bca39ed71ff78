import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pythonVenv } from '../../../tools/machine/python-venv';
import {
  DEFINITION_KINDS,
  fixedSource,
  hostileDefinition,
  pythonSource,
  reportedDefinitions,
  type DefinitionKind,
  type HostileDefinition,
} from './fixtures/hostile-definitions';
import {
  compileAll,
  distDir,
  generateAll,
  inspectPythonSdks,
  inspectSdk,
  loadAll,
  loadPythonSdks,
  problems,
  writeDefinition,
  type GeneratedSdk,
  type LoadReport,
  type PythonLoadReport,
  type PythonSourceReport,
  type SourceReport,
} from './injection-harness';
import { buildCli, listTree, REPO_ROOT, type CliRun } from './support';

// Hostile text in every position of every definition kind comes out as inert data in every
// emitter's output: each definition file goes through the built `bracken generate` (main
// SDK, React Query hooks, snippets, README and the JSON-RPC, WebSocket and gRPC clients),
// every SDK passes one strict tsc program, a fresh process loads every compiled module
// without running any of the text, and the parser finds no code made of it. The Python SDK
// of each definition (and of one with Python breakouts and names) goes the same way: a fresh
// interpreter imports every module, and Python's `ast` finds no code made of the text.

const WORK = join(REPO_ROOT, 'tmp', 'robustness', 'injection-kinds');

/** Folders or files each kind's SDK must have: the emitters its definition drives. */
const EMITTED: Record<DefinitionKind, string[]> = {
  openapi: ['src/api/resources/', 'src/react-query/services/', 'src/webhooks.ts', 'src/serialization/index.ts'],
  asyncapi2: ['src/channels/'],
  asyncapi3: ['src/channels/', 'src/api/resources/'],
  proto: ['src/grpc/', 'src/api/resources/', 'src/react-query/services/'],
  openrpc: ['src/jsonrpc/'],
  conjure: ['src/api/resources/', 'src/api/errors/', 'src/react-query/services/'],
};

/** Two variants of each definition put every kind of text in every position. */
const VARIANTS = [0, 1] as const;

interface Case {
  definition: HostileDefinition;
  sdk: GeneratedSdk;
  run?: CliRun;
  report?: SourceReport;
}

interface PythonCase {
  definition: HostileDefinition;
  sdk: GeneratedSdk;
  run?: CliRun;
  report?: PythonSourceReport;
}

/** Wire values of a kind that the Python SDK does not emit (it has no client for them). */
const PYTHON_NOT_EMITTED: Partial<Record<DefinitionKind, (literal: string) => boolean>> = {
  // Channel addresses: the Python SDK has no WebSocket channel client.
  asyncapi2: (literal) => literal.startsWith('/'),
  asyncapi3: (literal) => literal.startsWith('/'),
};

/** Python SDKs: the two fixed variants and one with Python breakouts and names. */
const PYTHON_SOURCES = [fixedSource(0), fixedSource(1), pythonSource()];

const cases = new Map<DefinitionKind, Case[]>();
const pythonCases = new Map<DefinitionKind, PythonCase[]>();
let reported: Case[];
let tsc: string;
let load: LoadReport;
let pythonLoad: PythonLoadReport;

beforeAll(async () => {
  buildCli();
  rmSync(WORK, { recursive: true, force: true });
  // A workspace root, so the output folders pass the command line's path check.
  mkdirSync(join(WORK, '.git'), { recursive: true });
  for (const kind of DEFINITION_KINDS) {
    cases.set(
      kind,
      VARIANTS.map((variant) => {
        const definition = hostileDefinition(kind, fixedSource(variant));
        return { definition, sdk: writeDefinition(WORK, `${kind}-${variant}`, definition) };
      }),
    );
  }
  reported = reportedDefinitions().map((definition, i) => ({
    definition,
    sdk: writeDefinition(WORK, `reported-${i}`, definition),
  }));
  for (const kind of DEFINITION_KINDS) {
    pythonCases.set(
      kind,
      PYTHON_SOURCES.map((source, variant) => {
        const definition = hostileDefinition(kind, source);
        return { definition, sdk: writeDefinition(WORK, `python-${kind}-${variant}`, definition, 'python') };
      }),
    );
  }
  const all = [...cases.values()].flat().concat(reported);
  const python = [...pythonCases.values()].flat();
  const runs = await generateAll([...all, ...python].map((c) => c.sdk));
  for (const c of [...all, ...python]) c.run = runs.get(c.sdk);
  const pythonGenerated = python.filter((c) => c.run?.status === 0);
  const interpreter = pythonVenv().python;
  const pythonReports = await inspectPythonSdks(
    interpreter,
    pythonGenerated.map((c) => c.sdk),
  );
  for (const c of pythonGenerated) c.report = pythonReports.get(c.sdk);
  pythonLoad = await loadPythonSdks(
    interpreter,
    WORK,
    pythonGenerated.map((c) => c.sdk),
  );
  const generated = all.filter((c) => c.run?.status === 0);
  tsc = compileAll(
    WORK,
    generated.map((c) => c.sdk),
  );
  load = await loadAll(
    WORK,
    generated.map((c) => distDir(WORK, c.sdk)),
  );
  for (const c of generated) c.report = inspectSdk(c.sdk);
}, 900_000);

describe.each(DEFINITION_KINDS)('hostile text in a %s definition', (kind) => {
  it('generates through the built command line with every emitter', () => {
    for (const { sdk, run } of cases.get(kind)!) {
      expect({ sdk: sdk.name, status: run?.status, stderr: problems(run) }).toEqual({
        sdk: sdk.name,
        status: 0,
        stderr: '',
      });
      const files = listTree(sdk.sdkDir);
      for (const emitted of EMITTED[kind])
        expect({ sdk: sdk.name, emitted, found: files.some((f) => f.startsWith(emitted)) }).toEqual({
          sdk: sdk.name,
          emitted,
          found: true,
        });
      // The injection attempts reached every emitter's files, as text.
      for (const emitted of EMITTED[kind].filter((e) => e.endsWith('/'))) {
        const text = files
          .filter((f) => f.startsWith(emitted) && f.endsWith('.ts'))
          .map((f) => readFileSync(join(sdk.sdkDir, f), 'utf8'))
          .join('\n');
        expect(text).toContain('__pwned');
      }
    }
  });

  it('parses every generated source, snippet and reference example without errors, and none holds an injected identifier or a raw line separator', () => {
    for (const { report } of cases.get(kind)!) {
      expect(report?.files).toBeGreaterThan(10);
      expect(report!.diagnostics).toEqual([]);
      expect(report!.injected).toEqual([]);
      expect(report!.separators).toEqual([]);
    }
  });

  it('keeps wire values (enum values, paths, addresses, method and header names) as string literals, character for character', () => {
    for (const { definition, report } of cases.get(kind)!) {
      const missing = definition.literals.filter((literal) => !report!.literals.has(literal));
      expect(missing).toEqual([]);
    }
  });
});

describe.each(DEFINITION_KINDS)('hostile text in a %s definition, Python SDK', (kind) => {
  it('generates through the built command line', () => {
    for (const { sdk, run } of pythonCases.get(kind)!) {
      expect({ sdk: sdk.name, status: run?.status, stderr: problems(run) }).toEqual({
        sdk: sdk.name,
        status: 0,
        stderr: '',
      });
      const files = listTree(sdk.sdkDir);
      expect(files).toEqual(expect.arrayContaining(['pyproject.toml', 'README.md']));
      // The injection attempts reached the modules, as text.
      const text = files
        .filter((f) => f.endsWith('.py') && !f.includes('/core/'))
        .map((f) => readFileSync(join(sdk.sdkDir, f), 'utf8'))
        .join('\n');
      expect(text).toContain('__pwned');
    }
  });

  it('parses every module and README and reference example with ast, and none holds an injected identifier', () => {
    for (const { sdk, report } of pythonCases.get(kind)!) {
      expect({ sdk: sdk.name, files: (report?.files ?? 0) > 3 }).toEqual({ sdk: sdk.name, files: true });
      expect(report!.diagnostics).toEqual([]);
      expect(report!.injected).toEqual([]);
    }
  });

  it('keeps the wire values it emits as string literals, character for character', () => {
    for (const { definition, report } of pythonCases.get(kind)!) {
      // A path is kept relative to the base URL and inside the endpoint's name, so a literal may be part of one.
      const constants = [...report!.literals];
      const missing = definition.literals.filter(
        (literal) => !report!.literals.has(literal) && !constants.some((constant) => constant.includes(literal)),
      );
      expect(missing).toEqual(
        PYTHON_NOT_EMITTED[kind] === undefined ? [] : missing.filter((literal) => PYTHON_NOT_EMITTED[kind]!(literal)),
      );
    }
  });
});

describe('the breakouts first reported', () => {
  it('an OpenRPC info description and an AsyncAPI channel description stay inside their comments', () => {
    for (const { sdk, run, report } of reported) {
      expect({ sdk: sdk.name, status: run?.status, stderr: problems(run) }).toEqual({
        sdk: sdk.name,
        status: 0,
        stderr: '',
      });
      const client = listTree(sdk.sdkDir).filter((f) => /^src\/(jsonrpc|channels)\/.+-(client|channel)\.ts$/.test(f));
      expect(client).toHaveLength(1);
      expect(readFileSync(join(sdk.sdkDir, client[0]!), 'utf8')).toContain(
        'x *\\/ require("fs").writeFileSync("PWNED","x"); /*',
      );
      expect(report?.diagnostics).toEqual([]);
      expect(report?.injected).toEqual([]);
    }
  });
});

describe('every SDK together', () => {
  it('passes one strict tsc program', () => {
    expect(tsc).toBe('');
  });

  it('imports every Python module in a fresh interpreter without running any injected text', () => {
    expect({ pwned: pythonLoad.pwned, leftovers: pythonLoad.leftovers }).toEqual({ pwned: null, leftovers: [] });
    expect(pythonLoad.failures).toEqual([]);
    const counts = Object.values(pythonLoad.modules);
    expect(counts).toHaveLength(DEFINITION_KINDS.length * PYTHON_SOURCES.length);
    for (const count of counts) expect(count).toBeGreaterThan(5);
  });

  it('loads every compiled module in a fresh process without running any injected text', () => {
    // The canaries first: an injected statement would set one of them.
    expect({ pwned: load.pwned, leftovers: load.leftovers }).toEqual({ pwned: null, leftovers: [] });
    expect(load.failures).toEqual([]);
    const counts = Object.values(load.modules);
    expect(counts).toHaveLength(DEFINITION_KINDS.length * VARIANTS.length + reported.length);
    for (const count of counts) expect(count).toBeGreaterThan(10);
  });
});
