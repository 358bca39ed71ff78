import { RESERVED_TYPE_NAMES } from '../naming';
import { importFixture } from './test-helpers';

describe('type names', () => {
  it('gives names that collide after casing stable, distinct names in definition order', async () => {
    const ir = await importFixture('collisions.yml');
    const names = Object.values(ir.types).map((t) => [t.name.wireValue, t.name.pascalCase]);
    expect(names).toEqual([
      ['user_id', 'UserId'],
      ['UserId', 'UserId2'],
      ['userID', 'UserId3'],
      ['Blob', 'BlobModel'],
      ['Promise', 'PromiseModel'],
      ['Error', 'ErrorModel'],
      ['ErrorModel', 'ErrorModel2'],
    ]);
    expect(Object.keys(ir.types)).toEqual([
      'UserId',
      'UserId2',
      'UserId3',
      'BlobModel',
      'PromiseModel',
      'ErrorModel',
      'ErrorModel2',
    ]);
  });

  it('never uses a reserved global as a type name', async () => {
    const ir = await importFixture('collisions.yml');
    for (const declaration of Object.values(ir.types))
      expect(RESERVED_TYPE_NAMES.has(declaration.name.pascalCase)).toBe(false);
    expect(RESERVED_TYPE_NAMES.has('Blob')).toBe(true);
    expect(RESERVED_TYPE_NAMES.has('ReadableStream')).toBe(true);
  });

  it('keeps initialisms with smart-casing', async () => {
    const ir = await importFixture('collisions.yml', {}, { smartCasing: true });
    expect(Object.values(ir.types).find((t) => t.name.wireValue === 'userID')?.name.pascalCase).toBe('UserID3');
    expect(ir.smartCasing).toBe(true);
  });

  it('hoists inline schemas under names built from their context', async () => {
    const ir = await importFixture('../../../../../examples/petstore/openapi.yml');
    expect(Object.keys(ir.types)).toEqual(
      expect.arrayContaining([
        'ListPetsResponse',
        'UpdatePetRequestBody',
        'DogBark',
        'PetEventType',
        'ValidationErrorBodyErrorsItem',
        'PetAdoptedPayload',
      ]),
    );
  });
});
