import { join } from 'node:path';
import { createTempFolder, type TempFolder } from '@bracken/test-kit';
import { SPEC_EXAMPLES_DIR } from './__fixtures__/examples-dir';
import { checkConfig, ConfigError, formatDiagnostic, listReferencedFiles, loadConfig } from './index';

let folder: TempFolder;
beforeEach(() => {
  folder = createTempFolder();
  folder.write('openapi.yml', 'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths: {}\n');
});
afterEach(() => folder.cleanup());

/** Check `text` as generators.yml and return the formatted diagnostics. */
async function check(text: string, env?: Record<string, string | undefined>): Promise<string[]> {
  const file = folder.write('generators.yml', text);
  const diagnostics = await checkConfig(file, { displayPath: 'generators.yml', env });
  return diagnostics.map(formatDiagnostic);
}

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;

const GROUPS = lines(
  'groups:', // +1
  '  ts:', // +2
  '    generators:', // +3
  '      - name: bracken-typescript-sdk', // +4
  '        version: 0.1.0', // +5
);

describe('loadConfig', () => {
  it('loads a minimal configuration and returns absolute paths', async () => {
    const file = folder.write('generators.yml', lines('api:', '  specs:', '    - openapi: ./openapi.yml') + GROUPS);
    const loaded = await loadConfig(file);
    expect(loaded.file).toBe(file);
    expect(loaded.dir).toBe(folder.dir);
    expect(loaded.raw.groups?.['ts']?.generators?.[0]?.version).toBe('0.1.0');
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.document.locate('/groups/ts/generators/0/version')).toEqual({ line: 8, column: 18 });
    expect(listReferencedFiles(loaded)).toEqual([join(folder.dir, 'openapi.yml')]);
  });

  it('throws ConfigError whose message lists located diagnostics', async () => {
    const file = folder.write('generators.yml', lines('groups: 3'));
    await expect(loadConfig(file, { displayPath: 'generators.yml' })).rejects.toThrow(ConfigError);
    await expect(loadConfig(file, { displayPath: 'generators.yml' })).rejects.toThrow(
      'generators.yml:1:9: error: expected a mapping but found integer at $.groups',
    );
  });

  it('reports a missing file at 1:1 without a stack trace', async () => {
    const diagnostics = await checkConfig(join(folder.dir, 'nope.yml'), { displayPath: 'nope.yml' });
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'nope.yml:1:1: error: configuration file not found; expected a generators.yml (create one with `bracken init`)',
    ]);
  });
});

describe('syntax errors', () => {
  it('reports malformed YAML at its position', async () => {
    const out = await check(lines('groups:', '  ts: {}', 'x: 1', '  y: 2'));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^generators\.yml:3:4: error: malformed YAML: /);
  });

  it.each([
    [
      'a double-quoted string',
      lines('api:', '  specs:', '    - openapi: "./openapi.yml', 'default-group: ts', 'groups: {}'),
      '3:16',
      'Missing closing "quote; the string that starts here is never closed',
    ],
    [
      'a single-quoted string',
      lines('readme:', "  apiName: 'Acme", '  introduction: Hello'),
      '2:12',
      "Missing closing 'quote; the string that starts here is never closed",
    ],
    [
      'a flow list',
      lines('groups:', '  ts: [a, b', 'x: 1'),
      '2:7',
      'Flow sequence in block collection must be sufficiently indented and end with a ]; the list that starts here is never closed',
    ],
    [
      'a flow mapping',
      lines('api:', '  specs: { a: 1', 'x: 1'),
      '2:10',
      'Flow map in block collection must be sufficiently indented and end with a }; the mapping that starts here is never closed',
    ],
  ])('reports %s that is never closed where it opens, not where the file ends', async (_what, text, at, reason) => {
    const out = await check(text);
    expect(out).toHaveLength(1);
    expect(out[0]!.split('\n')[0]).toMatch(
      new RegExp(
        `^generators\\.yml:${at}: error: malformed YAML: ${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at `,
      ),
    );
  });

  it('reports a tab-indented line as malformed', async () => {
    const out = await check('groups:\n\tts: {}\n');
    expect(out[0]).toMatch(/^generators\.yml:2:1: error: malformed YAML: /);
  });

  it('prints the first syntax error with its line and a caret, never the stream of tokens after it', async () => {
    const tokens = Array.from({ length: 50 }, (_, index) => `- token: "literal-secret-${index}"`);
    const out = await check(lines('api:', '  specs: []', '}', ...tokens));
    expect(out).toEqual([
      'generators.yml:3:1: error: malformed YAML: Unexpected flow-map-end token in YAML stream at $.api.specs\n  }\n  ^',
    ]);
  });

  it('never quotes a token, even a whole block, in the message', async () => {
    const block = Array.from({ length: 40 }, (_, index) => `  literal-secret-${index}`);
    const out = await check(lines('api: |', ...block, '} trailing: "literal-secret-x"'));
    expect(out).toHaveLength(1);
    const [message, source, caret] = out[0]!.split('\n');
    expect(message).toMatch(/^generators\.yml:42:1: error: malformed YAML: [^"]+$/);
    expect(source).toBe('  } trailing: "literal-secret-x"');
    expect(caret).toBe('  ^');
  });

  it('shows a long line cut around the column, control characters replaced', async () => {
    const out = await check(`api: {specs: [${'x, '.repeat(200)}\u0007]]}\n`);
    const [message, source, caret] = out[0]!.split('\n');
    expect(message).toMatch(/^generators\.yml:1:\d+: error: malformed YAML: Flow map in block collection/);
    expect(source!.length).toBeLessThanOrEqual(2 + 102);
    expect(source).toMatch(/^  …x, x.*\?\]\]\}$/);
    // The caret sits under the column the message names.
    const column = Number(/^generators\.yml:1:(\d+):/.exec(message!)![1]);
    const line = `api: {specs: [${'x, '.repeat(200)}\u0007]]}`;
    expect(source!.slice(caret!.indexOf('^'))[0]).toBe(line[column - 1] === '\u0007' ? '?' : line[column - 1]);
  });

  it('reports aliases that expand too far at the first alias, with its line', async () => {
    const out = await check(
      lines(
        'a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]',
        'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
        'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
        'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
      ),
    );
    expect(out).toEqual([
      'generators.yml:2:8: error: malformed YAML: Excessive alias count indicates a resource exhaustion attack at $.b\n  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n         ^',
    ]);
  });

  it('reports duplicate keys with the first definition', async () => {
    expect(await check(lines('default-group: a', 'autorelease: true', 'default-group: b'))).toEqual([
      'generators.yml:3:1: error: duplicate key "default-group" (first defined at line 1, column 1); expected each key once at $.default-group',
    ]);
  });

  it('reports an empty file as a missing mapping', async () => {
    expect(await check('')).toEqual(['generators.yml:1:1: error: expected a mapping but found null at $']);
  });
});

describe('schema errors', () => {
  it('suggests the closest key for an unknown key', async () => {
    expect(await check(lines('defualt-group: ts') + GROUPS)).toEqual([
      'generators.yml:1:1: error: unknown key "defualt-group"; did you mean "default-group"? at $.defualt-group',
    ]);
  });

  it('lists the expected keys when nothing is close', async () => {
    expect(await check(lines('replay:', '  zzzzzzzz: true'))).toEqual([
      'generators.yml:2:3: error: unknown key "zzzzzzzz"; expected one of: enabled at $.replay.zzzzzzzz',
    ]);
  });

  it('reports a wrong type at the value', async () => {
    expect(await check(GROUPS + lines('        smart-casing: [1]'))).toEqual([
      'generators.yml:6:23: error: expected a boolean but found list at $.groups.ts.generators[0].smart-casing',
    ]);
  });

  it('reports a missing required key at the mapping', async () => {
    expect(await check(GROUPS.replace('        version: 0.1.0\n', ''))).toEqual([
      'generators.yml:4:9: error: missing required key "version" at $.groups.ts.generators[0]',
    ]);
  });

  it('reports a bad enum value with the allowed values', async () => {
    expect(await check(lines('readme:', '  exampleStyle: short'))).toEqual([
      'generators.yml:2:17: error: expected one of "minimal", "comprehensive" but found "short" at $.readme.exampleStyle',
    ]);
  });

  it('reports a spec entry of unknown kind', async () => {
    expect(await check(lines('api:', '  specs:', '    - swagger: ./openapi.yml'))).toEqual([
      'generators.yml:3:7: error: expected a spec object with one of the keys openapi, asyncapi, proto, openrpc or conjure at $.api.specs[0]',
    ]);
  });

  it('checks output fields by location', async () => {
    const text = lines(
      'groups:',
      '  ts:',
      '    generators:',
      '      - name: bracken-typescript-sdk',
      '        version: 0.1.0',
      '        output:',
      '          location: npm',
      '          packagename: x',
    );
    expect(await check(text)).toEqual([
      'generators.yml:7:11: error: missing required key "package-name" at $.groups.ts.generators[0].output',
      'generators.yml:8:11: error: unknown key "packagename"; did you mean "package-name"? at $.groups.ts.generators[0].output.packagename',
    ]);
  });

  it('requires a branch for github push mode', async () => {
    const text = GROUPS + lines('        github:', '          repository: acme/sdk', '          mode: push');
    expect(await check(text)).toEqual([
      'generators.yml:7:11: error: missing required key "branch"; expected the branch to push to with `mode: push` at $.groups.ts.generators[0].github',
    ]);
  });

  it('accepts defaultTimeout as a number or "infinity" only', async () => {
    const text = GROUPS + lines('        config:', '          defaultTimeout: forever');
    expect(await check(text)).toEqual([
      'generators.yml:7:27: error: expected a string matching ^infinity$ but found "forever" at $.groups.ts.generators[0].config.defaultTimeout',
    ]);
  });
});

describe('semantic rules', () => {
  it('rejects name together with image', async () => {
    const text =
      GROUPS +
      lines('        image:', '          name: bracken-typescript-sdk', '          registry: registry.example.com');
    expect(await check(text)).toEqual([
      'generators.yml:6:9: error: "name" and "image" are mutually exclusive; expected exactly one of them at $.groups.ts.generators[0].image',
      'generators.yml:8:11: warning: image "registry" (generators run in this process, never from an image) has no effect yet: Bracken does not implement it, so this setting changes nothing at $.groups.ts.generators[0].image.registry',
    ]);
  });

  it('requires name or image', async () => {
    expect(
      await check(GROUPS.replace('      - name: bracken-typescript-sdk\n        version', '      - version')),
    ).toEqual([
      'generators.yml:4:9: error: missing generator "name" (or "image"); expected exactly one of them at $.groups.ts.generators[0]',
    ]);
  });

  it('requires aliases to name defined groups', async () => {
    expect(await check(GROUPS + lines('aliases:', '  all: [ts, tss]'))).toEqual([
      'generators.yml:7:13: error: alias "all" names undefined group "tss"; did you mean "ts"? at $.aliases.all[1]',
    ]);
  });

  it('requires default-group to name a group or alias', async () => {
    expect(await check(GROUPS + lines('aliases:', '  all: [ts]', 'default-group: everything'))).toEqual([
      'generators.yml:8:16: error: default-group "everything" is not a defined group or alias; expected one of: ts, all at $.default-group',
    ]);
    expect(await check(GROUPS + lines('aliases:', '  all: [ts]', 'default-group: all'))).toEqual([]);
  });

  it('leaves auth names to the definition check, since a scheme may come from the definition', async () => {
    const text =
      lines('api:', '  auth:', '    any: [bearer, apiKey]', 'auth-schemes:', '  bearer:', '    scheme: bearer') +
      GROUPS +
      lines('        api:', '          auth:', '            any:', '              - scheme: bearr');
    expect(await check(text)).toEqual([]);
  });

  it('requires maven coordinates to be groupId:artifactId', async () => {
    const text = GROUPS + lines('        output:', '          location: maven', '          coordinate: com.acme.sdk');
    expect(await check(text)).toEqual([
      'generators.yml:8:23: error: invalid maven coordinate "com.acme.sdk"; expected groupId:artifactId, for example com.example:petstore-sdk at $.groups.ts.generators[0].output.coordinate',
    ]);
  });

  it('requires filter.endpoints entries to be METHOD /path with an optional namespace', async () => {
    const text = lines(
      'api:',
      '  specs:',
      '    - openapi: ./openapi.yml',
      '      settings:',
      '        filter:',
      '          endpoints:',
      '            - GET /pets',
      '            - v2::POST /pets/{id}',
      '            - /pets',
    );
    expect(await check(text)).toEqual([
      'generators.yml:9:15: error: invalid endpoint "/pets"; expected "METHOD /path" with an optional "<namespace>::" prefix, for example "GET /pets" at $.api.specs[0].settings.filter.endpoints[2]',
    ]);
  });

  it('requires local spec, override, overlay and proto paths to exist next to the config', async () => {
    const text = lines(
      'api:',
      '  specs:',
      '    - openapi: ./missing.yml',
      '      overlays: ./overlay.yml',
      '      overrides: [./openapi.yml, ./over.yml]',
      '    - proto:',
      '        root: ./protos',
      '    - openapi:',
      '        repo: https://github.com/acme/specs',
      '        path: openapi.yml',
    );
    expect(await check(text)).toEqual([
      'generators.yml:3:16: error: spec not found: "./missing.yml"; expected a path relative to the folder of generators.yml at $.api.specs[0].openapi',
      'generators.yml:4:17: error: overlay not found: "./overlay.yml"; expected a path relative to the folder of generators.yml at $.api.specs[0].overlays',
      'generators.yml:5:34: error: override not found: "./over.yml"; expected a path relative to the folder of generators.yml at $.api.specs[0].overrides[1]',
      'generators.yml:7:15: error: proto root not found: "./protos"; expected a path relative to the folder of generators.yml at $.api.specs[1].proto.root',
    ]);
  });

  it('requires readme custom sections to target java or typescript', async () => {
    const text = lines(
      'readme:',
      '  customSections:',
      '    - title: Install',
      '      language: python',
      '      content: pip install x',
    );
    expect(await check(text)).toEqual([
      'generators.yml:4:17: error: expected one of "java", "typescript" but found "python" at $.readme.customSections[0].language',
    ]);
  });

  it('requires oauth type client-credentials', async () => {
    const text = lines('auth-schemes:', '  oauth:', '    scheme: oauth', '    type: authorization-code');
    expect(await check(text)).toEqual([
      'generators.yml:4:11: error: expected "client-credentials" but found "authorization-code" at $.auth-schemes.oauth.type',
    ]);
  });

  it('rejects an auth scheme of unknown shape', async () => {
    expect(await check(lines('auth-schemes:', '  key:', '    env: KEY'))).toEqual([
      'generators.yml:3:5: error: expected an auth scheme: an object with `header`, or with `scheme` set to basic, bearer or oauth at $.auth-schemes.key',
    ]);
  });

  it('requires exactly one of url and urls on an environment object', async () => {
    const text = lines('api:', '  environments:', '    Prod:', '      variables:', '        region: eu');
    expect(await check(text)).toEqual([
      'generators.yml:4:7: error: environment "Prod" needs exactly one of "url" and "urls" at $.api.environments.Prod',
    ]);
  });

  it('warns when a credential looks like a literal secret, without printing it', async () => {
    const text =
      GROUPS +
      lines(
        '        output:',
        '          location: npm',
        '          package-name: acme',
        '          token: npm_abcdef123456',
      );
    const out = await check(text);
    expect(out).toEqual([
      'generators.yml:9:18: warning: credential looks like a literal secret; expected an environment variable reference such as ${TOKEN} or a placeholder such as <TOKEN> at $.groups.ts.generators[0].output.token',
    ]);
    expect(out.join('\n')).not.toContain('npm_abcdef123456');
  });

  it('warns about unset variables only when an environment is given', async () => {
    const text =
      GROUPS +
      lines(
        '        output:',
        '          location: npm',
        '          package-name: acme',
        '          token: ${NPM_TOKEN}',
      );
    expect(await check(text)).toEqual([]);
    expect(await check(text, { NPM_TOKEN: 'x' })).toEqual([]);
    expect(await check(text, {})).toEqual([
      'generators.yml:9:18: warning: environment variable NPM_TOKEN is not set; publishing will need it at $.groups.ts.generators[0].output.token',
    ]);
  });
});

describe('specification examples', () => {
  it('conjure.generators.yml loads cleanly', async () => {
    const loaded = await loadConfig(join(SPEC_EXAMPLES_DIR, 'conjure.generators.yml'));
    expect(loaded.diagnostics).toEqual([]);
  });

  it('full.generators.yml loads, with a warning for each key Bracken does not implement yet', async () => {
    const loaded = await loadConfig(join(SPEC_EXAMPLES_DIR, 'full.generators.yml'), {
      displayPath: 'full.generators.yml',
    });
    expect(loaded.diagnostics.map((d) => `${d.line}:${d.column} ${d.path ?? ''}`)).toEqual([
      '60:9 $.api.specs[3].proto.overrides',
      '61:9 $.api.specs[3].proto.local-generation',
      '288:11 $.groups.publish.generators[6].image.registry',
    ]);
    expect(loaded.diagnostics.every((d) => d.severity === 'warning' && d.message.includes('has no effect yet'))).toBe(
      true,
    );
  });

  it('lists every referenced local file, sorted and unique', async () => {
    const loaded = await loadConfig(join(SPEC_EXAMPLES_DIR, 'full.generators.yml'));
    expect(listReferencedFiles(loaded).map((f) => f.slice(SPEC_EXAMPLES_DIR.length + 1))).toEqual([
      'asyncapi.yml',
      'conjure.yml',
      'openapi.yml',
      'openrpc.json',
      'overlay.yml',
      'overrides-2.yml',
      'overrides.yml',
      'proto',
      'proto/user/v1/user.proto',
    ]);
  });

  it('loads the petstore example', async () => {
    const petstore = await loadConfig(join(__dirname, '..', '..', '..', 'examples', 'petstore', 'generators.yml'));
    expect(petstore.diagnostics).toEqual([]);
  });
});

describe('generator entries', () => {
  const generator = (name: string, ...more: string[]): string =>
    lines('groups:', '  ts:', '    generators:', `      - name: ${name}`, '        version: 1.0.0', ...more);

  it('rejects a generator name Bracken does not have, with a suggestion', async () => {
    expect(await check(generator('bracken-typscript-sdk'))).toEqual([
      'generators.yml:4:15: error: unknown value "bracken-typscript-sdk"; did you mean "bracken-typescript-sdk"? at $.groups.ts.generators[0].name',
    ]);
    expect(
      await check(
        lines(
          'groups:',
          '  ts:',
          '    generators:',
          '      - image: { name: bracken-java-sdk, registry: r.example.com }',
          '        version: 1.0.0',
        ),
      ),
    ).toContain(
      'generators.yml:4:24: error: expected one of "bracken-postman", "bracken-python-sdk", "bracken-typescript-sdk" but found "bracken-java-sdk" at $.groups.ts.generators[0].image.name',
    );
  });

  it("checks config against the named generator's schema: an unknown key is located, with a suggestion", async () => {
    expect(
      await check(generator('bracken-typescript-sdk', '        config:', '          namespaceExprt: Acme')),
    ).toEqual([
      'generators.yml:7:11: error: unknown key "namespaceExprt"; did you mean "namespaceExport"? at $.groups.ts.generators[0].config.namespaceExprt',
    ]);
    expect(await check(generator('bracken-postman', '        config:', '          namespaceExport: Acme'))).toEqual([
      'generators.yml:7:11: error: unknown key "namespaceExport"; expected one of: collectionName, baseUrl, includeResponseExamples, or a reader setting to override at $.groups.ts.generators[0].config.namespaceExport',
    ]);
    expect(
      await check(
        generator(
          'bracken-postman',
          '        config:',
          '          collectionName: Acme',
          '          includeResponseExamples: false',
        ),
      ),
    ).toEqual([]);
  });

  it('takes the reader settings a generator may override, in either case, and no others', async () => {
    const config = (...keys: string[]): string =>
      generator('bracken-typescript-sdk', '        config:', ...keys.map((k) => `          ${k}`));
    expect(
      await check(
        config('respect-nullable-schemas: false', 'typeDatesAsStrings: true', 'auto-generate-idempotency-key: true'),
      ),
    ).toEqual([]);
    expect(await check(config('typeDatesAsStrings: maybe'))).toEqual([
      'generators.yml:7:31: error: expected a boolean but found string at $.groups.ts.generators[0].config.typeDatesAsStrings',
    ]);
    expect((await check(config('filter: { endpoints: [GET /pets] }')))[0]).toMatch(
      /^generators\.yml:7:11: error: unknown key "filter"; expected one of: namespaceExport, /,
    );
  });

  it('requires version to be a semantic version, located at the value', async () => {
    for (const good of ['9.9.9', '1.0.0-beta.1', '2.0.0+build.5'])
      expect(await check(generator('bracken-typescript-sdk').replace('1.0.0', good))).toEqual([]);
    for (const bad of ['latest', 'v1.0.0', '1.0', '"01.2.3"']) {
      expect(await check(generator('bracken-typescript-sdk').replace('1.0.0', bad))).toEqual([
        'generators.yml:5:18: error: expected a semantic version such as 1.2.3 (the version of the generated package) at $.groups.ts.generators[0].version',
      ]);
    }
  });

  it('rejects a group without generators', async () => {
    expect(await check(lines('groups:', '  ts:', '    generators: []', '  web: {}'))).toEqual([
      'generators.yml:2:3: error: group "ts" has no generators; expected at least one entry under "generators" at $.groups.ts',
      'generators.yml:4:3: error: group "web" has no generators; expected at least one entry under "generators" at $.groups.web',
    ]);
  });

  it('warns, located, about every key that has no effect yet, and not about origin, autorelease and replay, which work', async () => {
    folder.write('overrides.yml', '{}\n');
    folder.write('proto/a.proto', 'syntax = "proto3";\n');
    const text = lines(
      'api:', // 1
      '  specs:', // 2
      '    - openapi: ./openapi.yml', // 3
      '      origin: https://example.com/openapi.yml', // 4
      '    - proto:', // 5
      '        root: ./proto', // 6
      '        overrides: ./overrides.yml', // 7
      '        local-generation: false', // 8
      'autorelease: true', // 9
      'replay:', // 10
      '  enabled: false', // 11
      'groups:', // 12
      '  ts:', // 13
      '    generators:', // 14
      '      - image: { name: bracken-typescript-sdk, registry: registry.example.com }', // 15
      '        version: 1.0.0', // 16
      '        autorelease: false', // 17
    );
    expect((await check(text)).map((d) => d.replace(/ has no effect yet.*$/, ''))).toEqual([
      'generators.yml:7:9: warning: proto "overrides"',
      'generators.yml:8:9: warning: proto "local-generation" (definitions are always compiled locally, without buf)',
      'generators.yml:15:48: warning: image "registry" (generators run in this process, never from an image)',
    ]);
  });
});
