import { importText, propertyOf, typeOf } from './test-helpers';

const HEADER = `openapi: 3.0.3
info: { title: Hoisting, version: "1" }
paths: {}
`;

describe('hoisted inline schemas', () => {
  it('give a schema that refers to itself through a pointer into the definition one type', async () => {
    const ir = await importText(`${HEADER}components:
  schemas:
    Tree:
      type: object
      properties:
        node:
          type: object
          properties:
            label: { type: string }
            next: { $ref: '#/components/schemas/Tree/properties/node' }
`);
    const node = propertyOf(ir, 'Tree', 'node').valueType;
    expect(node).toEqual({ kind: 'optional', itemType: { kind: 'named', typeId: 'TreeNode' } });
    expect(propertyOf(ir, 'TreeNode', 'next').valueType).toEqual(node);
    expect(Object.keys(ir.types).sort()).toEqual(['Tree', 'TreeNode']);
  });

  it('give one schema written once and reused through a YAML alias a type at each place', async () => {
    const ir = await importText(`${HEADER}components:
  schemas:
    Owner:
      type: object
      properties:
        home: &address
          type: object
          properties:
            street: { type: string }
        work: *address
`);
    expect(propertyOf(ir, 'Owner', 'home').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'named', typeId: 'OwnerHome' },
    });
    expect(propertyOf(ir, 'Owner', 'work').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'named', typeId: 'OwnerWork' },
    });
    expect(typeOf(ir, 'OwnerWork').shape).toEqual(typeOf(ir, 'OwnerHome').shape);
  });

  it('reuse the type hoisted at a pointer when a $ref names that pointer', async () => {
    const ir = await importText(`${HEADER}components:
  schemas:
    Order:
      type: object
      properties:
        shipping:
          type: object
          properties:
            city: { type: string }
    Invoice:
      type: object
      properties:
        shipping: { $ref: '#/components/schemas/Order/properties/shipping' }
`);
    expect(propertyOf(ir, 'Invoice', 'shipping').valueType).toEqual(propertyOf(ir, 'Order', 'shipping').valueType);
    expect(Object.keys(ir.types).sort()).toEqual(['Invoice', 'Order', 'OrderShipping']);
  });
});
