import { writeFiles } from './git-repos';

/** The import name of the hand-made Python package. */
export const PYTHON_MODULE = 'acme_sdk';

/**
 * Writes a small hatchling project, shaped as a generated Python SDK is: `pyproject.toml`
 * with a placeholder name and a dynamic version, one module that calls an HTTP API with
 * httpx, and the output folder's marker.
 */
export function writePythonPackage(dir: string, options: { greeting?: string } = {}): void {
  writeFiles(dir, {
    'pyproject.toml': [
      '[build-system]',
      'requires = ["hatchling"]',
      'build-backend = "hatchling.build"',
      '',
      '[project]',
      'name = "placeholder"',
      'dynamic = ["version"]',
      'description = "A client for the Acme API"',
      'readme = "README.md"',
      'requires-python = ">=3.9"',
      'dependencies = ["httpx>=0.24"]',
      '',
      '[tool.hatch.version]',
      `path = "${PYTHON_MODULE}/_version.py"`,
      '',
      '[tool.hatch.build.targets.wheel]',
      `packages = ["${PYTHON_MODULE}"]`,
      '',
    ].join('\n'),
    'README.md': '# Acme SDK\n\nCall the Acme API from Python.\n',
    [`${PYTHON_MODULE}/_version.py`]: '__version__ = "0.0.0"\n',
    [`${PYTHON_MODULE}/__init__.py`]: [
      '"""A client for the Acme API."""',
      'import httpx',
      '',
      `GREETING = ${JSON.stringify(options.greeting ?? 'hello')}`,
      '',
      '',
      'class AcmeClient:',
      '    def __init__(self, *, base_url: str) -> None:',
      '        self._client = httpx.Client(base_url=base_url)',
      '',
      '    def get_pet(self, pet_id: str) -> dict:',
      '        response = self._client.get(f"/pets/{pet_id}")',
      '        response.raise_for_status()',
      '        return response.json()',
      '',
    ].join('\n'),
    '.generated-files.json': `${JSON.stringify({ version: 1, files: ['README.md', 'acme_sdk/__init__.py', 'acme_sdk/_version.py', 'pyproject.toml'] })}\n`,
  });
}
