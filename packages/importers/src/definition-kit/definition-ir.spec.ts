import { declareComponentSchemas, startDefinitionIr } from './definition-ir';
import { readSchemaSettings } from './json-schema';
import { parseLocatedYaml } from './located-yaml';

const TEXT = `info:
  title: Pet Store
  version: 2.1.0
  description: Pets and their owners.
components:
  schemas:
    Pet:
      type: object
      properties:
        name: { type: string }
    Unused:
      type: string
`;

function start(namespace?: string) {
  const located = parseLocatedYaml(TEXT, 'pets.yml');
  const document = located.value as Record<string, unknown>;
  const input = { absolutePath: '/defs/pets.yml', displayPath: 'pets.yml', ...(namespace ? { namespace } : {}) };
  return {
    document,
    ...startDefinitionIr(document, input, { located, settings: readSchemaSettings({}), references: new Map() }),
  };
}

describe('the start of a JSON-Schema-based definition', () => {
  it('takes the title, version, docs and namespace from the document and its input', () => {
    const { ir } = start('pets');
    expect(ir.apiName.wireValue).toBe('Pet Store');
    expect(ir.apiVersion).toBe('2.1.0');
    expect(ir.docs).toBe('Pets and their owners.');
    expect(ir.namespaces).toEqual(['pets']);
  });

  it('declares every component schema as a type into the same IR, used or not', () => {
    const { document, ir, schemas } = start();
    expect(Object.keys(ir.types)).toEqual([]);
    declareComponentSchemas(document, schemas);
    expect(
      Object.values(ir.types)
        .map((t) => t.name.pascalCase)
        .sort(),
    ).toEqual(['Pet', 'Unused']);
  });

  it('declares nothing for a document without component schemas', () => {
    const { ir, schemas } = start();
    declareComponentSchemas({ components: { schemas: [] } }, schemas);
    declareComponentSchemas({}, schemas);
    expect(ir.types).toEqual({});
  });
});
