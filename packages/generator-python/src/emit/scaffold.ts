import type { OutputFile } from '@bracken/ir';
import type { PythonContext } from '../context';
import { pyDocstring, pyString } from '../printer/escape';
import { CodeWriter, Imports, LINE_LENGTH, pythonModule } from '../printer/printer';
import type { EndpointPlan, ServicePlan } from './resources';

/** A TOML basic string (JSON's escapes are TOML's). */
function tomlString(text: string): string {
  return JSON.stringify(text);
}

/** `pyproject.toml`: a hatchling package with the settings of the checks it passes. */
export function emitPyproject(ctx: PythonContext): OutputFile {
  const { options } = ctx;
  const description =
    options.metadata?.packageDescription ??
    options.metadata?.description ??
    `A Python SDK for the ${ctx.ir.title} API.`;
  const authors = options.metadata?.authors ?? [];
  const lines = [
    '[build-system]',
    'requires = ["hatchling"]',
    'build-backend = "hatchling.build"',
    '',
    '[project]',
    `name = ${tomlString(options.packageName)}`,
    `version = ${tomlString(options.packageVersion)}`,
    `description = ${tomlString(description.replace(/\s+/g, ' ').trim())}`,
    'readme = "README.md"',
    'requires-python = ">=3.9"',
    ...(options.metadata?.license !== undefined
      ? [`license = { text = ${tomlString(options.metadata.license)} }`]
      : []),
    ...(authors.length > 0
      ? [
          `authors = [${authors.map((a) => `{ name = ${tomlString(a.name)}, email = ${tomlString(a.email)} }`).join(', ')}]`,
        ]
      : []),
    'dependencies = ["httpx>=0.23,<1", "pydantic>=2.6,<3"]',
    'classifiers = [',
    '    "Programming Language :: Python :: 3",',
    '    "Typing :: Typed",',
    ']',
    ...(options.repositoryUrl !== undefined
      ? ['', '[project.urls]', `Repository = ${tomlString(options.repositoryUrl)}`]
      : []),
    '',
    '[tool.hatch.build.targets.wheel]',
    `packages = ["src/${ctx.module}"]`,
    '',
    '[tool.ruff]',
    `line-length = ${LINE_LENGTH}`,
    'target-version = "py39"',
    '',
    '[tool.ruff.lint]',
    'select = ["E", "F", "W", "I", "UP", "B"]',
    '# Models are read by pydantic at run time, where Python 3.9 has no `X | None`.',
    'ignore = ["E501", "UP006", "UP007", "UP035", "UP037", "UP045", "B008", "B010"]',
    '',
    '[tool.mypy]',
    'strict = true',
    '',
    '[tool.pyright]',
    'typeCheckingMode = "strict"',
    'pythonVersion = "3.9"',
    '',
  ];
  return { path: 'pyproject.toml', contents: lines.join('\n') };
}

/** The names of the runtime (`core`) that the package itself exports. */
const CORE_EXPORTS = [
  'ApiError',
  'ApiTimeoutError',
  'CoreError',
  'File',
  'RequestOptions',
  'StreamError',
  'WebhookVerificationError',
];

/** `src/<module>/__init__.py`: the clients, the environment, the errors and the runtime a caller needs. */
export function emitInit(ctx: PythonContext, hasWebhooks: boolean): OutputFile {
  const imports = new Imports().relative('.', 'errors').relative('.', 'types');
  const names = ['errors', 'types', ctx.clientName, ctx.asyncClientName, ...CORE_EXPORTS];
  imports.relative('.client', ctx.clientName).relative('.client', ctx.asyncClientName);
  for (const name of CORE_EXPORTS) imports.relative('.core', name);
  if (ctx.ir.environments !== undefined) {
    imports.relative('.environment', ctx.environmentName);
    names.push(ctx.environmentName);
  }
  if (hasWebhooks) {
    imports.relative('.', 'webhooks');
    names.push('webhooks');
  }
  const code = new CodeWriter();
  code.line('__all__ = [');
  code.block(() => {
    for (const name of [...names].sort(byRuffOrder)) code.line(`${pyString(name)},`);
  });
  code.line(']');
  return pythonModule(`src/${ctx.module}/__init__.py`, pyDocstring(`The ${ctx.ir.title} SDK.`, ''), imports, code);
}

// `__all__` sorted as ruff's RUF022 would: SCREAMING, then Camel, then lower case.
function byRuffOrder(a: string, b: string): number {
  const rank = (n: string): number => (/^[A-Z0-9_]+$/.test(n) ? 0 : /^[A-Z]/.test(n) ? 1 : 2);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A small Python call of an endpoint, for the README and the reference. */
export function snippet(ctx: PythonContext, service: ServicePlan, endpoint: EndpointPlan): string {
  const args = endpoint.params
    .filter((p) => p.required)
    .map((p) => (p.positional ? example(p.annotation) : `${p.pyName}=${example(p.annotation)}`))
    .join(', ');
  const callText = `client.${service.attribute}.${endpoint.methodName}(${args})`;
  const setup = [
    `from ${ctx.module} import ${ctx.clientName}`,
    '',
    `client = ${ctx.clientName}(${clientArguments(ctx)})`,
  ];
  switch (endpoint.kind) {
    case 'pager':
    case 'json-lines':
    case 'sse':
    case 'download':
      return [...setup, `for item in ${callText}:`, '    print(item)'].join('\n');
    case 'empty':
      return [...setup, callText].join('\n');
    default:
      return [...setup, `result = ${callText}`, 'print(result)'].join('\n');
  }
}

function clientArguments(ctx: PythonContext): string {
  const args: string[] = [];
  if (ctx.ir.environments === undefined) args.push('base_url="https://api.example.com"');
  for (const scheme of ctx.ir.auth.schemes) {
    if (scheme.kind === 'bearer') args.push(`${scheme.token.snakeCase.replace(/[^a-z0-9_]/g, '_')}="YOUR_TOKEN"`);
    if (scheme.kind === 'oauth') args.push('client_id="YOUR_CLIENT_ID"', 'client_secret="YOUR_CLIENT_SECRET"');
    if (ctx.ir.auth.requirement !== 'all') break;
  }
  return args.join(', ');
}

function example(annotation: string): string {
  if (annotation === 'str') return '"string"';
  if (annotation === 'int') return '1';
  if (annotation === 'float') return '1.0';
  if (annotation === 'bool') return 'True';
  if (annotation.startsWith('typing.List[')) return '[]';
  if (annotation.startsWith('typing.Dict[')) return '{}';
  if (annotation === 'core.File') return 'open("file.bin", "rb")';
  return '...';
}

/** `README.md`, with Python examples of the client's behaviours. */
export function emitReadme(ctx: PythonContext, services: readonly ServicePlan[]): OutputFile {
  const first = services[0];
  const firstEndpoint = first?.endpoints[0];
  const brand = ctx.brand === undefined ? '' : '';
  const name = ctx.options.readme?.apiName ?? ctx.ir.title;
  const lines = [
    `# ${plain(name)} Python library`,
    '',
    ...(ctx.options.readme?.introduction !== undefined ? [plain(ctx.options.readme.introduction), ''] : []),
    `The ${plain(name)} Python library gives typed access to the ${plain(ctx.ir.title)} API from Python 3.9 and later, with a sync and an async client.${brand}`,
    '',
    '## Installation',
    '',
    '```sh',
    `pip install ${ctx.options.packageName}`,
    '```',
    '',
    '## Reference',
    '',
    'Every endpoint is described in [reference.md](./reference.md).',
    '',
    '## Usage',
    '',
    '```python',
    first !== undefined && firstEndpoint !== undefined
      ? snippet(ctx, first, firstEndpoint)
      : `from ${ctx.module} import ${ctx.clientName}`,
    '```',
    '',
    '## Async client',
    '',
    `\`${ctx.asyncClientName}\` has the same methods, each awaited:`,
    '',
    '```python',
    'import asyncio',
    '',
    `from ${ctx.module} import ${ctx.asyncClientName}`,
    '',
    '',
    'async def main() -> None:',
    `    async with ${ctx.asyncClientName}(${clientArguments(ctx)}) as client:`,
    first !== undefined &&
    firstEndpoint !== undefined &&
    (firstEndpoint.kind === 'json' || firstEndpoint.kind === 'text' || firstEndpoint.kind === 'empty')
      ? `        print(await client.${first.attribute}.${firstEndpoint.methodName}(${firstEndpoint.params
          .filter((p) => p.required)
          .map((p) => (p.positional ? example(p.annotation) : `${p.pyName}=${example(p.annotation)}`))
          .join(', ')}))`
      : '        ...',
    '',
    '',
    'asyncio.run(main())',
    '```',
    '',
    '## Errors',
    '',
    `A response outside 2xx raises \`${ctx.module}.ApiError\` (or the subclass the API declares for its status), with \`status_code\`, \`headers\` and \`body\`. A request that takes longer than its timeout raises \`ApiTimeoutError\`.`,
    '',
    '```python',
    `from ${ctx.module} import ApiError`,
    '',
    'try:',
    '    ...',
    'except ApiError as error:',
    '    print(error.status_code, error.body)',
    '```',
    '',
    '## Request options',
    '',
    "Every method takes `request_options`, whose settings win over the client's: `timeout_in_seconds`, `max_retries`, `additional_headers`, `additional_query_parameters`, `additional_body_parameters` and `idempotency_key`.",
    '',
    '## Retries and timeouts',
    '',
    'A request that fails with 408, 429 or a status from 500 up, or without an answer, is retried twice by default with exponential backoff, honouring `Retry-After`; POST and PATCH are retried only with an idempotency key. `max_retries` (on the client or per request) changes the count. The default timeout is 60 seconds; `timeout` on the client changes it.',
    '',
    '## Raw responses',
    '',
    'Each sub-client has `with_raw_response`, whose methods return the parsed body as `data` together with `status_code` and `headers`.',
    '',
    '## Pagination',
    '',
    'Paginated endpoints return a pager: iterate it for every item, loading pages as they are reached, or call `iter_pages()` for the pages.',
    '',
    '## Logging',
    '',
    'Pass `logger=` to log requests and retries; credentials never appear in a log line or an error message.',
    '',
  ];
  return { path: 'README.md', contents: lines.join('\n') };
}

// Text of the definition is plain Markdown text here: no HTML and no fences.
function plain(text: string): string {
  return text.replace(/[<>`\r\n]/g, ' ').trim();
}

/** `reference.md`: each endpoint with its parameters and an example. */
export function emitReference(ctx: PythonContext, services: readonly ServicePlan[]): OutputFile {
  const lines = [`# Reference`, ''];
  for (const service of services) {
    lines.push(`## ${plain(service.service.name.wireValue)}`, '');
    for (const endpoint of service.endpoints) {
      lines.push(`### \`client.${service.attribute}.${endpoint.methodName}(...)\``, '');
      lines.push(`\`${plain(`${endpoint.endpoint.method} ${endpoint.endpoint.path}`)}\``, '');
      if (endpoint.docs !== undefined) lines.push(plain(endpoint.docs), '');
      lines.push('```python', snippet(ctx, service, endpoint), '```', '');
      if (endpoint.params.length > 0) {
        lines.push('| Parameter | Type | Required |', '|---|---|---|');
        for (const p of endpoint.params)
          lines.push(`| \`${p.pyName}\` | \`${p.annotation.replace(/\|/g, '\\|')}\` | ${p.required ? 'yes' : 'no'} |`);
        lines.push('');
      }
    }
  }
  return { path: 'reference.md', contents: `${lines.join('\n').trimEnd()}\n` };
}

/** The CI workflow: checks the package and publishes it to PyPI on a tag. */
export function emitWorkflow(ctx: PythonContext): OutputFile {
  const contents = [
    'name: ci',
    '',
    'on: [push]',
    '',
    'jobs:',
    '  check:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - uses: actions/setup-python@v5',
    '        with:',
    '          python-version: "3.9"',
    '      - run: pip install . mypy ruff',
    '      - run: ruff check . && ruff format --check .',
    `      - run: mypy src/${ctx.module}`,
    '',
    '  publish:',
    '    needs: check',
    "    if: startsWith(github.ref, 'refs/tags/')",
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - uses: actions/setup-python@v5',
    '        with:',
    '          python-version: "3.11"',
    '      - run: pip install build twine',
    '      - run: python -m build',
    '      - run: twine upload dist/*',
    '        env:',
    '          TWINE_USERNAME: __token__',
    '          TWINE_PASSWORD: ${{ secrets.PYPI_TOKEN }}',
    '',
  ].join('\n');
  return { path: '.github/workflows/ci.yml', contents };
}

/** Files every SDK has besides its code. */
export function emitStatic(ctx: PythonContext): OutputFile[] {
  return [
    { path: '.gitignore', contents: '__pycache__/\n*.egg-info/\n.mypy_cache/\n.ruff_cache/\n.venv/\ndist/\n' },
    { path: `src/${ctx.module}/py.typed`, contents: '' },
    pythonModule(
      `src/${ctx.module}/resources/__init__.py`,
      pyDocstring('The sub-clients, one module per service.', ''),
      new Imports(),
      new CodeWriter(),
    ),
  ];
}
