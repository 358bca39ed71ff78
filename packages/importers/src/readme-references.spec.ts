import { loadConfig } from '@bracken/config';
import { createTempFolder, type TempFolder } from '@bracken/test-kit';
import { checkDefinitions } from './check-definitions';
import { importApi } from './import-api';
import { resolveReadmeEndpoint } from './readme-references';

const definition = (path: string): string =>
  `openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  ${path}:\n    get:\n      operationId: list\n      tags: [items]\n      x-bracken-audiences: [public]\n      responses:\n        '200': { description: ok }\n  /admin:\n    get:\n      operationId: admin\n      tags: [admin]\n      x-bracken-audiences: [internal]\n      responses:\n        '200': { description: ok }\n`;

describe('readme endpoint references', () => {
  let folder: TempFolder;
  beforeEach(() => {
    folder = createTempFolder();
    folder.write('v1.yml', definition('/items'));
    folder.write('v2.yml', definition('/items'));
  });
  afterEach(() => folder.cleanup());

  const config = (
    readme: string[],
    group = ['groups:', '  ts:', '    generators:', '      - name: bracken-typescript-sdk', '        version: 1.0.0'],
  ) =>
    loadConfig(
      folder.write(
        'generators.yml',
        [
          'api:',
          '  specs:',
          '    - openapi: v1.yml',
          '      namespace: v1',
          '    - openapi: v2.yml',
          '      namespace: v2',
          'readme:',
          ...readme,
          ...group,
          '',
        ].join('\n'),
      ),
      { displayPath: 'generators.yml' },
    );

  it('resolves a <namespace>:: prefix, and a bare path that one namespace alone has', async () => {
    const { ir } = await importApi(await config(['  features:', '    listing: ["v2::GET /items"]']));
    expect(resolveReadmeEndpoint(ir, 'v2::GET /items')).toEqual({
      endpoint: expect.objectContaining({ id: 'v2::GET /items', namespace: 'v2' }) as unknown,
    });
    expect(resolveReadmeEndpoint(ir, 'v1::get /items')).toEqual({
      endpoint: expect.objectContaining({ id: 'v1::GET /items' }) as unknown,
    });
    expect(resolveReadmeEndpoint(ir, { method: 'GET', path: '/admin' })).toEqual({
      problem: expect.stringMatching(/several namespaces \(v1, v2\)/) as unknown,
    });
  });

  it('check and the import refuse a reference that names no endpoint, located, with a suggestion', async () => {
    const loaded = await config([
      '  defaultEndpoint:', // 8
      '    method: GET', // 9
      '    path: /itemz', // 10
      '  features:', // 11
      '    listing:', // 12
      '      - v3::GET /items', // 13
      '      - GET /items', // 14
      '      - v1::GET /items', // 15
    ]);
    const diagnostics = await checkDefinitions(loaded);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`)).toEqual([
      'generators.yml:13:9: error: unknown endpoint "v3::GET /items": the definitions have no such endpoint; did you mean "v1::GET /items"? (readme.features.listing)',
      'generators.yml:14:9: error: endpoint "GET /items" is in several namespaces (v1, v2); prefix it with "<namespace>::" (readme.features.listing)',
      'generators.yml:9:5: error: unknown endpoint "GET /itemz": the definitions have no such endpoint; did you mean "v1::GET /items"? (readme.defaultEndpoint)',
    ]);
    await expect(importApi(loaded)).rejects.toMatchObject({
      name: 'ImporterError',
      file: 'generators.yml',
      line: 13,
      column: 9,
    });
  });

  it("checks references against the group's SDK: an endpoint its audiences leave out is an error there", async () => {
    const group = [
      'groups:',
      '  public:',
      '    audiences: [public]',
      '    generators:',
      '      - name: bracken-typescript-sdk',
      '        version: 1.0.0',
    ];
    const loaded = await config(['  features:', '    admin: ["v1::GET /admin"]'], group);
    expect((await checkDefinitions(loaded)).map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '9:13 endpoint "v1::GET /admin" is not in this SDK: the group\'s audiences leave it out (readme.features.admin)',
    ]);
  });
});
