import { join } from 'node:path';
import { SPEC_EXAMPLES_DIR } from './__fixtures__/examples-dir';
import { GroupNotFoundError, loadConfig, resolveGeneratorSettings, resolveGroups } from './index';
import type { GeneratorEntry, GeneratorsYml } from './index';

const ts = (config?: GeneratorEntry['config']): GeneratorEntry => ({
  name: 'bracken-typescript-sdk',
  version: '0.1.0',
  config,
});

const base: GeneratorsYml = {
  groups: { ts: { generators: [ts()] }, java: { audiences: ['public'], generators: [] } },
  aliases: { all: ['ts', 'java', 'ts'] },
  'default-group': 'all',
};

describe('resolveGroups', () => {
  it('returns a named group', () => {
    expect(resolveGroups(base, 'java')).toEqual([{ name: 'java', audiences: ['public'], generators: [] }]);
  });

  it('expands an alias once per group, in order', () => {
    expect(resolveGroups(base, 'all').map((g) => g.name)).toEqual(['ts', 'java']);
  });

  it('falls back to default-group', () => {
    expect(resolveGroups(base).map((g) => g.name)).toEqual(['ts', 'java']);
    expect(resolveGroups({ ...base, 'default-group': 'ts' }).map((g) => g.name)).toEqual(['ts']);
  });

  it('lists the available names for an unknown group', () => {
    expect(() => resolveGroups(base, 'python')).toThrow(GroupNotFoundError);
    expect(() => resolveGroups(base, 'python')).toThrow(
      'group not found: "python" is not a group or alias in generators.yml; available groups: ts, java; aliases: all',
    );
  });

  it('explains when neither a group nor default-group is given', () => {
    const { 'default-group': _unused, ...withoutDefault } = base;
    expect(() => resolveGroups(withoutDefault)).toThrow(
      'no group selected: generators.yml has no default-group and none was given; available groups: ts, java; aliases: all',
    );
  });

  it('names the config file when given a loaded config', async () => {
    const loaded = await loadConfig(join(SPEC_EXAMPLES_DIR, 'full.generators.yml'));
    expect(resolveGroups(loaded).map((g) => g.name)).toEqual(['typescript', 'publish']);
    expect(() => resolveGroups(loaded, 'nope')).toThrow(
      `in ${loaded.file}; available groups: typescript, publish; aliases: all`,
    );
  });
});

describe('resolveGeneratorSettings', () => {
  const config = (generator: GeneratorEntry, apiSettings: object = {}, specSettings: object = {}): GeneratorsYml => ({
    api: { specs: [{ openapi: './openapi.yml', settings: specSettings }], settings: apiSettings },
    groups: { ts: { generators: [generator] } },
  });

  it('fills defaults from the schema', () => {
    const { settings, idempotencyKey } = resolveGeneratorSettings(config(ts()), ts());
    expect(settings['inline-path-parameters']).toBe(true);
    expect(settings['respect-nullable-schemas']).toBe(true);
    expect(settings['default-form-parameter-encoding']).toBe('json');
    expect(settings['title-as-schema-name']).toBe(false);
    expect(idempotencyKey).toBeUndefined();
  });

  it('applies generator config > spec settings > api.settings', () => {
    const generator = ts({ inlinePathParameters: true, 'coerce-enums-to-literals': true });
    const yml = config(
      generator,
      {
        'inline-path-parameters': false,
        'type-dates-as-strings': true,
        'coerce-enums-to-literals': false,
        'title-as-schema-name': true,
      },
      { 'type-dates-as-strings': false, 'inline-path-parameters': false },
    );
    const { settings } = resolveGeneratorSettings(yml, generator);
    expect(settings['inline-path-parameters']).toBe(true);
    expect(settings['coerce-enums-to-literals']).toBe(true);
    expect(settings['type-dates-as-strings']).toBe(false);
    expect(settings['title-as-schema-name']).toBe(true);
  });

  it('uses AsyncAPI defaults for an AsyncAPI spec', () => {
    const yml: GeneratorsYml = { api: { specs: [{ asyncapi: './a.yml' }] } };
    expect(resolveGeneratorSettings(yml, ts()).settings['message-naming']).toBe('v1');
  });

  it('expands auto-generate-idempotency-key: true to the defaults', () => {
    const yml = config(ts(), { 'auto-generate-idempotency-key': true });
    expect(resolveGeneratorSettings(yml, ts()).idempotencyKey).toEqual({
      headerName: 'Idempotency-Key',
      methods: ['POST', 'PUT'],
    });
  });

  it('fills an object form with defaults', () => {
    const yml = config(ts(), { 'auto-generate-idempotency-key': { 'header-name': 'X-Key' } });
    expect(resolveGeneratorSettings(yml, ts()).idempotencyKey).toEqual({
      headerName: 'X-Key',
      methods: ['POST', 'PUT'],
    });
    const yml2 = config(ts(), { 'auto-generate-idempotency-key': { methods: ['PATCH'] } });
    expect(resolveGeneratorSettings(yml2, ts()).idempotencyKey).toEqual({
      headerName: 'Idempotency-Key',
      methods: ['PATCH'],
    });
  });

  it('lets an explicit generator false win over api.settings', () => {
    const generator = ts({ 'auto-generate-idempotency-key': false });
    const yml = config(generator, { 'auto-generate-idempotency-key': true });
    expect(resolveGeneratorSettings(yml, generator).idempotencyKey).toBeUndefined();
  });

  it('lets a generator turn idempotency on', () => {
    const generator = ts({ 'auto-generate-idempotency-key': { methods: ['POST'] } });
    expect(resolveGeneratorSettings(config(generator), generator).idempotencyKey).toEqual({
      headerName: 'Idempotency-Key',
      methods: ['POST'],
    });
  });

  it('resolves the full specification example', async () => {
    const loaded = await loadConfig(join(SPEC_EXAMPLES_DIR, 'full.generators.yml'));
    const [tsGroup, publish] = resolveGroups(loaded);
    const tsGen = tsGroup?.generators[0];
    const npmGen = publish?.generators[0];
    if (!tsGen || !npmGen) throw new Error('fixture changed');
    expect(resolveGeneratorSettings(loaded, tsGen).idempotencyKey).toBeUndefined();
    expect(resolveGeneratorSettings(loaded, npmGen).idempotencyKey).toEqual({
      headerName: 'X-Idempotency-Key',
      methods: ['POST', 'PUT', 'PATCH'],
    });
    expect(resolveGeneratorSettings(loaded, npmGen).settings['respect-nullable-schemas']).toBe(true);
  });
});
