import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import type { HostileDefinition } from './fixtures/hostile-definitions';
import { CANARY_FILE } from './fixtures/hostile-document';
import { listTree, REPO_ROOT, runCli, runTsc, type CliRun } from './support';

// The steps every injection test takes: generate SDKs from definition files through the
// built command line, compile them in one strict tsc program, load every compiled module in
// a fresh Node process, and read every generated source with the TypeScript parser.

/** Identifiers that only an injected statement would bring into generated code. */
export const INJECTED_IDENTIFIERS = ['__pwned', 'writeFileSync', 'require'];

/** An SDK generated from one definition. */
export interface GeneratedSdk {
  /** Folder name under the work folder, for messages. */
  name: string;
  /** The folder of `generators.yml` and the definition. */
  apiDir: string;
  /** The SDK's output folder. */
  sdkDir: string;
}

/** The language of the SDK a definition folder generates. */
export type SdkLanguage = 'typescript' | 'python';

/** The `generators.yml` of a definition: every emitter on (React Query hooks, snippets), or the Python SDK. */
function generatorsYml(definition: HostileDefinition, language: SdkLanguage): string {
  const head = [
    'api:',
    '  specs:',
    ...definition.spec.map((line) => `    ${line}`),
    'default-group: sdk',
    'groups:',
    '  sdk:',
    '    generators:',
  ];
  if (language === 'python') {
    return [
      ...head,
      '      - name: bracken-python-sdk',
      '        version: 1.0.0',
      '        output:',
      '          location: local-file-system',
      '          path: ./sdk',
      '',
    ].join('\n');
  }
  return [
    ...head,
    '      - name: bracken-typescript-sdk',
    '        version: 1.0.0',
    '        snippets:',
    '          path: ./snippets.json',
    '        config:',
    '          generateReactQueryHooks: true',
    '        output:',
    '          location: local-file-system',
    '          path: ./sdk',
    '',
  ].join('\n');
}

/** Writes the definition and its `generators.yml` (for an SDK in `language`) into `<work>/<name>/`. */
export function writeDefinition(
  work: string,
  name: string,
  definition: HostileDefinition,
  language: SdkLanguage = 'typescript',
): GeneratedSdk {
  const apiDir = join(work, name);
  mkdirSync(apiDir, { recursive: true });
  for (const [path, contents] of Object.entries(definition.files)) {
    const target = join(apiDir, ...path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }
  writeFileSync(join(apiDir, 'generators.yml'), generatorsYml(definition, language));
  return { name, apiDir, sdkDir: join(apiDir, 'sdk') };
}

/**
 * Runs `bracken generate` from the built command line in each SDK's folder, two at a time.
 * The work folder must be a workspace (hold `.git`), so the output path check passes.
 */
export async function generateAll(sdks: readonly GeneratedSdk[]): Promise<Map<GeneratedSdk, CliRun>> {
  const runs = new Map<GeneratedSdk, CliRun>();
  const queue = [...sdks];
  const worker = async (): Promise<void> => {
    for (let sdk = queue.shift(); sdk !== undefined; sdk = queue.shift())
      runs.set(sdk, await runCli(['generate'], sdk.apiDir, { timeoutMs: 120_000 }));
  };
  await Promise.all([worker(), worker()]);
  return runs;
}

/** What a run printed on stderr besides its progress lines (`generating …`, `✓ …`). */
export function problems(run: CliRun | undefined): string {
  if (run === undefined) return 'not run';
  return run.stderr
    .split('\n')
    .filter((line) => line !== '' && !/^(generating \d+ SDKs?…|✓ .*)$/.test(line))
    .join('\n');
}

/** Where {@link compileAll} puts the compiled modules of an SDK. */
export function distDir(work: string, sdk: GeneratedSdk): string {
  return join(work, 'dist', sdk.name, 'sdk', 'src');
}

/**
 * Compiles every SDK's sources in one strict tsc program (the options of the SDK's own
 * tsconfig) into `<work>/dist`. Returns tsc's output, empty when it succeeded.
 */
export function compileAll(work: string, sdks: readonly GeneratedSdk[]): string {
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'commonjs',
      moduleResolution: 'node',
      strict: true,
      noImplicitOverride: true,
      esModuleInterop: true,
      skipLibCheck: true,
      declaration: true,
      types: ['node'],
      typeRoots: [join(REPO_ROOT, 'node_modules', '@types')],
      rootDir: '.',
      outDir: 'dist',
    },
    include: sdks.map((sdk) => `${sdk.name}/sdk/src/**/*.ts`),
  };
  writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  return runTsc(work, ['-p', 'tsconfig.json']);
}

/** What loading an SDK's modules did. */
export interface LoadReport {
  /** Modules loaded, by dist folder. */
  modules: Record<string, number>;
  /** Modules that threw while loading: `path: message`. */
  failures: string[];
  /** `globalThis.__pwned` after loading everything (`null` when unset). */
  pwned: unknown;
  /** Files in the (empty) working folder afterwards. */
  leftovers: string[];
}

/** Loads every compiled module below each folder, then reports the canaries. */
const LOADER = `
const { readdirSync } = require('node:fs');
const { join } = require('node:path');
const modules = {};
const failures = [];
for (const dist of JSON.parse(process.argv[2])) {
  modules[dist] = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        try { require(full); modules[dist] += 1; } catch (error) { failures.push(full + ': ' + String(error && error.message)); }
      }
    }
  };
  walk(dist);
}
process.stdout.write(JSON.stringify({ modules, failures, pwned: globalThis.__pwned ?? null, leftovers: readdirSync(process.cwd()) }));
`;

/**
 * Requires every compiled module of the given dist folders in one fresh Node process whose
 * working folder is empty (so nothing the test defined can mask a canary, and a file an
 * injected statement writes shows up there).
 */
export async function loadAll(work: string, dists: readonly string[]): Promise<LoadReport> {
  const run = join(work, 'run');
  mkdirSync(run, { recursive: true });
  const script = join(work, 'load.cjs');
  writeFileSync(script, LOADER);
  const { stdout } = await promisify(execFile)(process.execPath, [script, JSON.stringify(dists)], {
    cwd: run,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '' },
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as LoadReport;
  // A canary file written next to the SDK or at the repository root counts too.
  for (const dir of [REPO_ROOT, work])
    if (existsSync(join(dir, CANARY_FILE))) report.leftovers.push(join(dir, CANARY_FILE));
  return report;
}

/** What the TypeScript parser finds in generated code. */
export interface SourceReport {
  /** Parse errors, as `file: message`. */
  diagnostics: string[];
  /** Identifiers of {@link INJECTED_IDENTIFIERS} found, as `file: name`. */
  injected: string[];
  /** Files holding a raw U+2028 or U+2029. */
  separators: string[];
  /** Every string literal's value. */
  literals: Set<string>;
  /** Number of sources read. */
  files: number;
}

function emptyReport(): SourceReport {
  return { diagnostics: [], injected: [], separators: [], literals: new Set(), files: 0 };
}

/** Parses one piece of TypeScript into `report`. */
function inspect(report: SourceReport, label: string, text: string, kind: ts.ScriptKind): void {
  report.files += 1;
  if (/[\u2028\u2029]/.test(text)) report.separators.push(label);
  const source = ts.createSourceFile(label, text, ts.ScriptTarget.ES2022, true, kind);
  for (const d of (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics)
    report.diagnostics.push(`${label}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  const visit = (node: ts.Node): void => {
    if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && INJECTED_IDENTIFIERS.includes(node.text))
      report.injected.push(`${label}: ${node.text}`);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report.literals.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The ```typescript blocks of a Markdown text. */
function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```typescript\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

/**
 * Reads every generated TypeScript source of an SDK except the runtime core (copied as it
 * is), every snippet of `snippets.json` and every code block of `reference.md`.
 */
export function inspectSdk(sdk: GeneratedSdk): SourceReport {
  const report = emptyReport();
  for (const path of listTree(sdk.sdkDir)) {
    if (!path.endsWith('.ts') || path.startsWith('src/core/')) continue;
    inspect(report, `${sdk.name}/${path}`, readFileSync(join(sdk.sdkDir, path), 'utf8'), ts.ScriptKind.TS);
  }
  const snippets = JSON.parse(readFileSync(join(sdk.apiDir, 'snippets.json'), 'utf8')) as {
    endpoints: Array<{ snippet: { client: string } }>;
  };
  snippets.endpoints.forEach((e, i) =>
    inspect(report, `${sdk.name}/snippets.json#${i}`, e.snippet.client, ts.ScriptKind.TS),
  );
  codeBlocks(readFileSync(join(sdk.sdkDir, 'reference.md'), 'utf8')).forEach((block, i) =>
    inspect(report, `${sdk.name}/reference.md#${i}`, block, ts.ScriptKind.TS),
  );
  return report;
}

/** Identifiers that only an injected Python statement would bring into a generated SDK. */
export const INJECTED_PYTHON_IDENTIFIERS = [
  '__pwned',
  '__import__',
  'exec',
  'eval',
  'system',
  'writeFileSync',
  'require',
  'globalThis',
  'breakpoint',
];

/** What Python's `ast` finds in a generated Python SDK. */
export interface PythonSourceReport {
  /** Syntax errors, as `file: message`. */
  diagnostics: string[];
  /** Identifiers of {@link INJECTED_PYTHON_IDENTIFIERS} found, as `file: name`. */
  injected: string[];
  /** Every `str` constant's value. */
  literals: Set<string>;
  /** Number of sources read (modules and README/reference code blocks). */
  files: number;
}

/**
 * Parses every module of a Python SDK but its copied runtime `core/`, and every ```python block
 * of its README.md and reference.md, with `ast`; names every identifier, attribute, definition,
 * import and keyword argument, and every string constant.
 */
const PYTHON_INSPECTOR = String.raw`
import ast, json, pathlib, re, sys
INJECTED = set(json.loads(sys.argv[1]))
out = {}
for root in sys.argv[2:]:
    base = pathlib.Path(root)
    report = {"diagnostics": [], "injected": [], "literals": [], "files": 0}
    sources = []
    for path in sorted(base.rglob("*.py")):
        rel = path.relative_to(base).as_posix()
        if "/core/" in "/" + rel:
            continue
        sources.append((rel, path.read_bytes().decode("utf-8")))
    for doc in ("README.md", "reference.md"):
        text = (base / doc).read_text(encoding="utf-8") if (base / doc).exists() else ""
        for i, block in enumerate(re.findall(r"^\x60\x60\x60python\n(.*?)^\x60\x60\x60$", text, re.M | re.S)):
            sources.append((doc + "#" + str(i), block))
    for label, text in sources:
        report["files"] += 1
        try:
            tree = ast.parse(text, filename=label)
        except SyntaxError as error:
            report["diagnostics"].append(label + ": " + str(error))
            continue
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Name): names.append(node.id)
            elif isinstance(node, ast.Attribute): names.append(node.attr)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)): names.append(node.name)
            elif isinstance(node, ast.alias): names.extend([node.name, node.asname or ""])
            elif isinstance(node, ast.keyword): names.append(node.arg or "")
            elif isinstance(node, ast.arg): names.append(node.arg)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str): report["literals"].append(node.value)
            report["injected"].extend(label + ": " + n for n in names if n in INJECTED)
    out[root] = report
json.dump(out, sys.stdout)
`;

/** Runs {@link PYTHON_INSPECTOR} over the SDKs with the test venv's Python. */
export async function inspectPythonSdks(
  python: string,
  sdks: readonly GeneratedSdk[],
): Promise<Map<GeneratedSdk, PythonSourceReport>> {
  const { stdout } = await promisify(execFile)(
    python,
    ['-I', '-c', PYTHON_INSPECTOR, JSON.stringify(INJECTED_PYTHON_IDENTIFIERS), ...sdks.map((sdk) => sdk.sdkDir)],
    { encoding: 'utf8', timeout: 300_000, maxBuffer: 256 * 1024 * 1024 },
  );
  const parsed = JSON.parse(stdout) as Record<
    string,
    { diagnostics: string[]; injected: string[]; literals: string[]; files: number }
  >;
  return new Map(
    sdks.map((sdk) => {
      const found = parsed[sdk.sdkDir] ?? { diagnostics: ['not inspected'], injected: [], literals: [], files: 0 };
      return [sdk, { ...found, literals: new Set(found.literals) }];
    }),
  );
}

/** What importing Python SDKs did. */
export interface PythonLoadReport {
  /** Modules imported, by SDK folder. */
  modules: Record<string, number>;
  /** Modules that raised while importing: `module: exception`. */
  failures: string[];
  /** `builtins.__pwned` after importing everything (`null` when unset). */
  pwned: unknown;
  /** Files in the (empty) working folder afterwards. */
  leftovers: string[];
}

/** Imports every module of every SDK (each `src/` on the path), then reports the canaries. */
const PYTHON_LOADER = String.raw`
import builtins, importlib, json, os, pathlib, sys
modules, failures = {}, []
for root in sys.argv[1:]:
    src = pathlib.Path(root) / "src"
    sys.path.insert(0, str(src))
    modules[root] = 0
    for path in sorted(src.rglob("*.py")):
        parts = path.relative_to(src).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        try:
            importlib.import_module(name)
            modules[root] += 1
        except BaseException as error:
            failures.append(name + ": " + type(error).__name__ + ": " + str(error).splitlines()[0] if str(error) else name + ": " + type(error).__name__)
    sys.path.remove(str(src))
    # SDKs of different definitions may share an import name: forget this one's modules.
    for top in {p.name for p in src.iterdir() if p.is_dir()}:
        for loaded in [m for m in sys.modules if m == top or m.startswith(top + ".")]:
            del sys.modules[loaded]
json.dump({"modules": modules, "failures": failures, "pwned": getattr(builtins, "__pwned", None), "leftovers": sorted(os.listdir("."))}, sys.stdout)
`;

/**
 * Imports every module of the Python SDKs in one fresh interpreter (`-I`: no user site, no
 * current folder on the path) whose working folder is empty, so a file an injected statement
 * writes shows up there.
 */
export async function loadPythonSdks(
  python: string,
  work: string,
  sdks: readonly GeneratedSdk[],
): Promise<PythonLoadReport> {
  const run = join(work, 'run-python');
  mkdirSync(run, { recursive: true });
  const { stdout } = await promisify(execFile)(python, ['-I', '-c', PYTHON_LOADER, ...sdks.map((sdk) => sdk.sdkDir)], {
    cwd: run,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', PYTHONDONTWRITEBYTECODE: '1' },
    timeout: 300_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as PythonLoadReport;
  for (const dir of [REPO_ROOT, work])
    if (existsSync(join(dir, CANARY_FILE))) report.leftovers.push(join(dir, CANARY_FILE));
  return report;
}
