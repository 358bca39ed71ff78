import { copyFileSync } from 'node:fs';
import * as path from 'node:path';
import { formatDiagnostic, loadConfig } from '@bracken/config';
import { createTempFolder, type TempFolder } from '@bracken/test-kit';
import { checkDefinitions } from './check-definitions';
import { importApi } from './import-api';

describe('checkDefinitions', () => {
  let folder: TempFolder;
  beforeEach(() => {
    folder = createTempFolder();
    copyFileSync(path.join(__dirname, '__fixtures__', 'conflict-api.yml'), path.join(folder.dir, 'conflict-api.yml'));
  });
  afterEach(() => folder.cleanup());

  async function check(yaml: string) {
    return checkDefinitions(await loadConfig(folder.write('generators.yml', yaml), { displayPath: 'generators.yml' }));
  }

  it('rejects an inlined path parameter named like an inlined body property, located in the spec', async () => {
    const diagnostics = await check('api:\n  specs:\n    - openapi: conflict-api.yml\n');
    expect(diagnostics).toHaveLength(1);
    const [conflict] = diagnostics;
    expect(conflict).toMatchObject({ severity: 'error', file: 'conflict-api.yml', line: 10, column: 11 });
    expect(conflict?.message).toContain('path parameter "petId" of PUT /pets/{petId}');
    expect(conflict?.message).toContain('request body property "petId"');
    expect(conflict?.message).toContain('x-bracken-parameter-name');
    expect(formatDiagnostic(conflict!)).toMatch(/^conflict-api\.yml:10:11: error: /);
  });

  it('accepts the clash when path parameters are not inlined', async () => {
    const diagnostics = await check(
      'api:\n  specs:\n    - openapi: conflict-api.yml\n      settings:\n        inline-path-parameters: false\n',
    );
    expect(diagnostics).toEqual([]);
  });

  it('warns about each scheme under api.auth.any that the spec does not declare', async () => {
    const diagnostics = await check(
      [
        'auth-schemes:',
        '  partnerKey: { header: X-Partner-Key }',
        'api:',
        '  auth:',
        '    any: [bearerAuth, partnerKey]',
        '  specs:',
        '    - openapi: conflict-api.yml',
        '      settings:',
        '        inline-path-parameters: false',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: 'generators.yml',
        line: 5,
        column: 23,
        message: expect.stringContaining('"partnerKey"') as unknown,
      }),
    ]);
  });

  it('reports swagger-parser validation errors with their location', async () => {
    folder.write(
      'invalid.yml',
      [
        'openapi: 3.0.3',
        'info: { title: Bad, version: "1" }',
        'paths:',
        '  /items:',
        '    get:',
        '      operationId: getItem',
        '      responses:',
        '        "200": { content: {} }',
      ].join('\n'),
    );
    const diagnostics = await check('api:\n  specs:\n    - openapi: invalid.yml\n');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'invalid.yml', line: 8, column: 16 });
    expect(diagnostics[0]?.message).toBe(
      "invalid OpenAPI definition: must have required property 'description' at #/paths/~1items/get/responses/200",
    );
  });

  it('turns unreadable definitions into diagnostics instead of throwing', async () => {
    folder.write('broken.yml', 'openapi: 3.0.3\ninfo: [unclosed\n');
    const diagnostics = await check('api:\n  specs:\n    - openapi: broken.yml\n');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: 'broken.yml',
        line: expect.any(Number) as unknown,
        message: expect.stringContaining('cannot parse the definition') as unknown,
      }),
    ]);
    folder.write('not-openapi.yml', 'hello: world\n');
    const other = await check('api:\n  specs:\n    - openapi: not-openapi.yml\n');
    expect(other).toEqual([
      expect.objectContaining({ severity: 'error', file: 'not-openapi.yml', line: 1, column: 1 }),
    ]);
  });
});

describe('checkDefinitions on configuration references', () => {
  let folder: TempFolder;
  beforeEach(() => {
    folder = createTempFolder();
    copyFileSync(path.join(__dirname, '__fixtures__', 'auth-api.yml'), path.join(folder.dir, 'auth-api.yml'));
  });
  afterEach(() => folder.cleanup());

  it('reports an OAuth token endpoint that names no endpoint, located in generators.yml', async () => {
    const yaml = [
      'auth-schemes:',
      '  oauth:',
      '    scheme: oauth',
      '    type: client-credentials',
      '    get-token:',
      '      endpoint: auth.missing',
      'api:',
      '  auth: oauth',
      '  specs:',
      '    - openapi: auth-api.yml',
    ].join('\n');
    const config = await loadConfig(folder.write('generators.yml', yaml), { displayPath: 'generators.yml' });
    const diagnostics = await checkDefinitions(config);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: 'generators.yml',
        line: 6,
        column: 17,
        message: expect.stringMatching(/^unknown token endpoint "auth\.missing"/) as unknown,
      }),
    ]);
  });

  it('keeps the types of two definitions without namespaces distinct', async () => {
    folder.write(
      'second.yml',
      'openapi: 3.0.3\ninfo: { title: Second, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    Widget: { type: object, properties: { a: { type: string } } }\n',
    );
    folder.write(
      'first.yml',
      'openapi: 3.0.3\ninfo: { title: First, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    Widget: { type: object, properties: { b: { type: string } } }\n',
    );
    const config = await loadConfig(
      folder.write('generators.yml', 'api:\n  specs:\n    - openapi: first.yml\n    - openapi: second.yml\n'),
    );
    expect(await checkDefinitions(config)).toEqual([]);
    const { ir } = await importApi(config);
    expect(Object.keys(ir.types)).toEqual(['Widget', 'Widget2']);
  });
});
