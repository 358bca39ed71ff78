import { join } from 'node:path';
import type { IntermediateRepresentation, RpcMethod } from '@bracken/ir';
import { validateIr } from '@bracken/ir';
import { DefinitionError } from '../definition-kit/definition-error';
import type { DefinitionInput } from '../definition-kit/input';
import { parseOpenRpc } from './parse-openrpc';

const fixture = (name: string): string => join(__dirname, '__fixtures__', name);
const load = (name: string, extra: Partial<DefinitionInput> = {}): Promise<IntermediateRepresentation> =>
  parseOpenRpc({ absolutePath: fixture(name), displayPath: name, ...extra });
const method = (ir: IntermediateRepresentation, name: string): RpcMethod | undefined =>
  ir.rpcServices[0]!.methods.find((m) => m.wireName === name);

async function failure(promise: Promise<unknown>): Promise<DefinitionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DefinitionError) return error;
    throw error;
  }
  throw new Error('expected a DefinitionError');
}

describe('parseOpenRpc', () => {
  it('imports the petstore example: params, results, errors, components and servers', async () => {
    const ir = await load('vendored/petstore-openrpc.json');
    expect(validateIr(ir)).toEqual([]);
    expect(ir.title).toBe('Petstore');
    const [service] = ir.rpcServices;
    expect(service).toMatchObject({ protocol: 'json-rpc', id: 'Petstore' });
    expect(service!.methods.map((m) => [m.wireName, m.name.camelCase])).toEqual([
      ['list_pets', 'listPets'],
      ['create_pet', 'createPet'],
      ['get_pet', 'getPet'],
    ]);
    const list = method(ir, 'list_pets')!;
    expect(list.params).toEqual([
      expect.objectContaining({
        name: expect.objectContaining({ wireValue: 'limit' }),
        required: false,
        type: { kind: 'optional', itemType: { kind: 'primitive', primitive: 'integer', rules: { minimum: 1 } } },
      }),
    ]);
    expect(list.responseType).toEqual({ kind: 'named', typeId: 'Pets' });
    expect(list.errors).toEqual([{ kind: 'rpcError', code: 100, message: 'pets busy' }]);
    expect(list.paramStructure).toBe('either');
    expect(list.requestType).toEqual({ kind: 'named', typeId: 'ListPetsParams' });
    // A content descriptor behind $ref.
    expect(method(ir, 'get_pet')!.params![0]).toMatchObject({ name: { wireValue: 'petId' }, required: true });
    expect(method(ir, 'create_pet')!.responseType).toBeDefined();
    expect(ir.types.Pets?.shape).toMatchObject({
      kind: 'alias',
      aliasOf: { kind: 'list', itemType: { kind: 'named', typeId: 'Pet' } },
    });
    expect(ir.environments?.environments).toEqual([
      expect.objectContaining({ id: 'default', url: 'http://localhost:8080' }),
    ]);
  });

  it('imports by-name params and server variables', async () => {
    const byName = await load('vendored/params-by-name-petstore-openrpc.json');
    expect(byName.rpcServices[0]!.methods.map((m) => m.paramStructure)).toEqual(['by-name', 'by-name', 'by-position']);
    const math = await load('vendored/simple-math-openrpc.json');
    expect(method(math, 'addition')!.params!.map((p) => [p.name.wireValue, p.type])).toEqual([
      ['a', { kind: 'optional', itemType: { kind: 'named', typeId: 'Integer' } }],
      ['b', { kind: 'optional', itemType: { kind: 'named', typeId: 'Integer' } }],
    ]);
    expect(math.environments).toMatchObject({
      environments: [
        { id: 'my simple math server', url: 'http://{username}.simple-math.example.org:{port}/{basePath}/' },
      ],
      serverVariables: [
        { name: { wireValue: 'username' }, default: 'demo' },
        { name: { wireValue: 'port' }, values: ['8545', '443'] },
        { name: { wireValue: 'basePath' } },
      ],
    });
  });

  it('imports the MetaMask API: 55 methods', async () => {
    const ir = await load('vendored/metamask-openrpc.json');
    expect(ir.rpcServices[0]!.methods).toHaveLength(55);
    expect(validateIr(ir)).toEqual([]);
    expect(method(ir, 'eth_getBalance')!.params!.map((p) => p.name.wireValue)).toEqual(['Address', 'Block']);
    expect(method(ir, 'wallet_addEthereumChain')!.errors!.map((e) => e.code).length).toBeGreaterThan(0);
  });

  it('applies overrides and the namespace', async () => {
    const ir = await load('vendored/petstore-openrpc.json', {
      namespace: 'v1',
      overrides: [fixture('override-petstore.yml')],
    });
    expect(ir.title).toBe('Pet Shop');
    expect(ir.rpcServices[0]).toMatchObject({ id: 'v1::PetShop', namespace: 'v1' });
    expect(method(ir, 'list_pets')!.responseType).toEqual({ kind: 'named', typeId: 'v1::Pets' });
    expect(validateIr(ir)).toEqual([]);
  });
});

describe('parseOpenRpc errors', () => {
  it('locates meta-schema violations', async () => {
    const error = await failure(load('broken-param.yml'));
    expect(error).toMatchObject({ file: 'broken-param.yml', line: 11, column: 9, pointer: '/methods/0/params/1' });
    expect(error.reason).toMatch(
      /^invalid OpenRPC document \(\/methods\/0\/params\/1 must have required property 'schema'\)$/,
    );
  });

  it('locates dangling references', async () => {
    const error = await failure(load('broken-ref.yml'));
    expect(error).toMatchObject({ file: 'broken-ref.yml', line: 11 });
    expect(error.reason).toBe('unresolved $ref "#/components/schemas/Nope"');
  });
});
