import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@bracken/config';
import type { Diagnostic } from '@bracken/config';
import { validateIr } from '@bracken/ir';
import { checkDefinitions } from '../check-definitions';
import { importApi } from '../import-api';
import { registerConjureImporter } from '../conjure/register';
import { registerOpenRpcImporter } from '../openrpc/register';
import { registerProtoImporter } from '../proto/register';
import { registerAsyncApiImporter } from '../asyncapi/register';

const examples = join(__dirname, '..', '..', '..', '..', 'examples');

beforeAll(() => {
  registerAsyncApiImporter();
  registerProtoImporter();
  registerOpenRpcImporter();
  registerConjureImporter();
});

const errorsOf = (diagnostics: Diagnostic[]): Diagnostic[] => diagnostics.filter((d) => d.severity === 'error');

/** Copies an example to a temporary folder, edits one file, and checks it. */
async function checkBroken(example: string, file: string, edit: (text: string) => string): Promise<Diagnostic[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bracken-example-'));
  try {
    await cp(join(examples, example), dir, { recursive: true });
    const target = join(dir, file);
    await writeFile(target, edit(await readFile(target, 'utf8')));
    return errorsOf(await checkDefinitions(await loadConfig(join(dir, 'generators.yml'))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('examples through the importer registry', () => {
  it('checks and imports the AsyncAPI example', async () => {
    const config = await loadConfig(join(examples, 'asyncapi-chat', 'generators.yml'));
    expect(errorsOf(await checkDefinitions(config))).toEqual([]);
    const { ir } = await importApi(config);
    expect(validateIr(ir)).toEqual([]);
    expect(ir.channels[0]).toMatchObject({ address: '/rooms/{roomId}', protocol: 'ws' });
    expect(ir.channels[0]!.send.map((m) => m.name.wireValue)).toEqual(['post', 'typing']);
    // message-naming v2 (set in generators.yml) puts the channel name in front of inline payload types.
    expect(ir.channels[0]!.send[0]!.type).toEqual({ kind: 'named', typeId: 'RoomPost' });
  });

  it('checks and imports the protobuf example', async () => {
    const config = await loadConfig(join(examples, 'proto-greeter', 'generators.yml'));
    expect(errorsOf(await checkDefinitions(config))).toEqual([]);
    const { ir } = await importApi(config);
    expect(ir.rpcServices[0]!.fullName).toBe('greeter.v1.Greeter');
    expect(ir.services.flatMap((s) => s.endpoints.map((e) => e.id))).toEqual([
      'POST /v1/greetings',
      'GET /v1/greetings/{id}',
    ]);
  });

  it('checks and imports the OpenRPC example', async () => {
    const config = await loadConfig(join(examples, 'openrpc-petstore', 'generators.yml'));
    expect(errorsOf(await checkDefinitions(config))).toEqual([]);
    const { ir } = await importApi(config);
    expect(ir.rpcServices[0]!.methods.map((m) => m.wireName)).toEqual(['pet_list', 'pet_get', 'pet_create']);
  });

  it('checks and imports the Conjure example', async () => {
    const config = await loadConfig(join(examples, 'conjure-recipes', 'generators.yml'));
    expect(errorsOf(await checkDefinitions(config))).toEqual([]);
    const { ir } = await importApi(config);
    expect(ir.services[0]!.endpoints).toHaveLength(4);
    expect(ir.errors['Recipes:RecipeNotFound']!.statusCode).toBe(404);
  });
});

describe('bracken check on broken definitions', () => {
  it('locates an AsyncAPI error', async () => {
    const [error] = await checkBroken('asyncapi-chat', 'asyncapi.yml', (t) =>
      t.replace('type: string\n          format: date-time', 'type: strng\n          format: date-time'),
    );
    expect(error).toMatchObject({ file: 'asyncapi.yml', line: 96 });
    expect(error!.message).toMatch(/^invalid AsyncAPI document/);
  });

  it('locates a protobuf error', async () => {
    const [error] = await checkBroken('proto-greeter', 'proto/greeter/v1/greeter.proto', (t) =>
      t.replace('Tone tone = 2;', 'Tones tone = 2;'),
    );
    expect(error).toMatchObject({ file: 'proto/greeter/v1/greeter.proto', line: 36, column: 3 });
    expect(error!.message).toMatch(/^unknown type "Tones"/);
  });

  it('locates an OpenRPC error', async () => {
    const [error] = await checkBroken('openrpc-petstore', 'openrpc.yml', (t) =>
      t.replace("$ref: '#/components/schemas/Pet'\n    errors", "$ref: '#/components/schemas/Pett'\n    errors"),
    );
    expect(error).toMatchObject({ file: 'openrpc.yml', line: 41 });
    expect(error!.message).toMatch(/^unresolved \$ref "#\/components\/schemas\/Pett"/);
  });

  it('locates a Conjure error', async () => {
    const [error] = await checkBroken('conjure-recipes', 'conjure/recipes.yml', (t) =>
      t.replace('steps: list<RecipeStep>', 'steps: list<RecipeStap>'),
    );
    expect(error).toMatchObject({
      file: 'conjure/recipes.yml',
      line: 17,
      column: 11,
      message: expect.stringMatching(/^unknown type "RecipeStap"/),
    });
  });
});
