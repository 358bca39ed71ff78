import { outlineConfig } from './outline';
import { listOutputPaths, replaceOutputPaths } from './output-paths';

const TEXT = `api:
  specs:
    - openapi: ./openapi.yml
      overrides: [./b.yml, ./a.yml]
      references: { folders: [../shared] }
    - openapi: https://example.com/spec.yml
    - proto: { root: ./proto, target: ./proto/pets.proto }
default-group: all
aliases: { all: [ts, docs] }
groups:
  ts:
    generators:
      - name: bracken-typescript-sdk
        version: 1.0.0
        output: { location: local-file-system, path: '../sdks/ts' }
        unknown-key: the file does not validate
      - name: bracken-typescript-sdk
        version: 1.0.0
        output: { location: npm, package-name: x, token: '\${NPM_TOKEN}' }
  docs: {}
`;

describe('outlineConfig', () => {
  it('names the local inputs, outputs, groups and credential variables of a file that does not validate', () => {
    expect(outlineConfig(TEXT, '/repo/api/generators.yml')).toEqual({
      inputs: [
        '/repo/api/openapi.yml',
        '/repo/api/b.yml',
        '/repo/api/a.yml',
        '/repo/api/proto',
        '/repo/api/proto/pets.proto',
      ],
      localOutputs: [{ group: 'ts', index: 0, path: '/repo/sdks/ts', replay: false }],
      groups: ['ts', 'docs'],
      defaultGroups: ['ts', 'docs'],
      credentialVariables: ['NPM_TOKEN'],
      hasOrigin: false,
    });
  });

  it('yields nothing for text that is not YAML, and no default groups for a default-group that names nothing', () => {
    expect(outlineConfig('api: [\n', '/repo/generators.yml')).toEqual({
      inputs: [],
      localOutputs: [],
      groups: [],
      credentialVariables: [],
      hasOrigin: false,
    });
    expect(
      outlineConfig('default-group: missing\ngroups: { ts: {} }\n', '/repo/generators.yml').defaultGroups,
    ).toBeUndefined();
  });
});

describe('output paths', () => {
  it('replaces a path in place, keeping every other byte', () => {
    const [found] = listOutputPaths(TEXT);
    expect(found).toMatchObject({ group: 'ts', index: 0, path: '../sdks/ts' });
    const moved = replaceOutputPaths(TEXT, [{ range: found!.range, path: '../sdks/moved ts' }]);
    expect(moved).toBe(TEXT.replace("'../sdks/ts'", '../sdks/moved ts'));
    expect(listOutputPaths(moved)[0]?.path).toBe('../sdks/moved ts');
    expect(listOutputPaths('groups: [\n')).toEqual([]);
  });
});
