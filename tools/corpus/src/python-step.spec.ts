import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  checkPythonSdks,
  classifyPythonResults,
  pythonSectionOf,
  renderPythonSection,
  replacePythonSection,
  runPythonSdkCorpus,
  PYTHON_SECTION_HEADING,
} from './python-step';
import { SUBSET_FIXTURES } from './subset';

function writeTinyPackage(dir: string, name: string, files: Record<string, string>): void {
  mkdirSync(path.join(dir, 'src', name), { recursive: true });
  for (const [file, contents] of Object.entries(files)) writeFileSync(path.join(dir, 'src', name, file), contents);
}

describe('corpus Python step', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'bracken-corpus-python-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('checks several SDKs in one mypy run, blames each error on its SDK, and imports every module', () => {
    const good = path.join(work, 'good');
    const bad = path.join(work, 'bad');
    const broken = path.join(work, 'broken');
    writeTinyPackage(good, 'good_sdk', {
      '__init__.py': '',
      'core.py': 'def size(s: str) -> int:\n    return len(s)\n',
    });
    writeTinyPackage(bad, 'bad_sdk', { '__init__.py': '', 'core.py': 'def size(s: str) -> str:\n    return len(s)\n' });
    // Type-checks, but a submodule fails when imported.
    writeTinyPackage(broken, 'broken_sdk', { '__init__.py': '', 'late.py': 'VALUE: int = int("x".upper())\n' });
    const outcomes = checkPythonSdks([good, bad, broken], { cacheDir: path.join(work, 'mypy-cache') });
    expect(outcomes.get(good)).toMatchObject({ errors: 0, modules: 2 });
    expect(outcomes.get(good)?.importFailure).toBeUndefined();
    expect(outcomes.get(bad)).toMatchObject({ errors: 1, codes: [{ code: 'return-value', count: 1 }] });
    expect(outcomes.get(bad)?.diagnostics[0]).toMatch(/^src\/bad_sdk\/core\.py:2:12: Incompatible return value type/);
    expect(outcomes.get(broken)).toMatchObject({ errors: 0 });
    expect(outcomes.get(broken)?.importFailure).toMatch(/ValueError: invalid literal for int\(\)/);
  });

  it('applies --strict: a missing annotation is an error', () => {
    const loose = path.join(work, 'loose');
    writeTinyPackage(loose, 'loose_sdk', { '__init__.py': 'def ident(x):\n    return x\n' });
    expect(checkPythonSdks([loose], { cacheDir: path.join(work, 'mypy-cache') }).get(loose)?.codes).toEqual([
      { code: 'no-untyped-def', count: 1 },
    ]);
  });

  it('generates, type-checks and imports Python SDKs of varied subset definitions', async () => {
    // Unions and maps; multipart uploads; basic auth with dashed names; Postman origin with odd names.
    const ids = ['openbankingproject.ch', 'salesforce.local/einstein', 'nexmo.com/account', 'notion.com'];
    const run = await runPythonSdkCorpus(ids, SUBSET_FIXTURES, {
      outRoot: path.join(work, 'sdks'),
      listName: 'subset',
      batchSize: ids.length,
      cacheDir: path.join(work, 'mypy-cache'),
    });
    const rows = classifyPythonResults(run);
    expect(rows.filter((row) => !row.ok).map((row) => `${row.id}: ${row.class}: ${row.message ?? ''}`)).toEqual([]);
    expect(rows.map((row) => row.class)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect([...run.checks.values()].every((check) => check.modules > 5)).toBe(true);
    const section = renderPythonSection(run);
    expect(section).toContain('Pass rate (clean, importable SDK over definitions that import): 4 / 4 = 100.0 %');
  });

  it('keeps the TypeScript report and replaces only the Python section', () => {
    const typescript = '# Corpus: generated SDKs under strict `tsc`\n\n## Summary\n\n- Pass rate 1 / 1\n';
    const first = replacePythonSection(typescript, `${PYTHON_SECTION_HEADING}\n\nold figures\n`);
    expect(first).toBe(`${typescript}\n${PYTHON_SECTION_HEADING}\n\nold figures\n`);
    const second = replacePythonSection(first, `${PYTHON_SECTION_HEADING}\n\nnew figures\n`);
    expect(second).toBe(`${typescript}\n${PYTHON_SECTION_HEADING}\n\nnew figures\n`);
    expect(pythonSectionOf(second)).toBe(`${PYTHON_SECTION_HEADING}\n\nnew figures\n`);
    // The TypeScript runner rewrites its part and carries the Python section over.
    expect(replacePythonSection('# Corpus: new\n', pythonSectionOf(second))).toBe(
      `# Corpus: new\n\n${PYTHON_SECTION_HEADING}\n\nnew figures\n`,
    );
  });
});
