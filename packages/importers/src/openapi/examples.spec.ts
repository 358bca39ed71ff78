import { endpointOf, importText } from './test-helpers';

// Two types that refer to each other, returned by several endpoints: examples built from the
// top are reused, and each still stops where its own walk meets a type it is inside.
const SPEC = `openapi: 3.0.3
info: { title: Graph, version: "1" }
paths:
  /nodes:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
  /nodes/first:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
  /people:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Person' } } } }
components:
  schemas:
    Node:
      type: object
      required: [name, owner]
      properties:
        name: { type: string }
        owner: { $ref: '#/components/schemas/Person' }
    Person:
      type: object
      required: [name, best]
      properties:
        name: { type: string }
        best: { $ref: '#/components/schemas/Node' }
`;

describe('generated examples', () => {
  it('match for endpoints returning the same type, and stop at the type each walk started from', async () => {
    const ir = await importText(SPEC);
    const nodes = endpointOf(ir, 'GET /nodes').examples[0]?.response?.body;
    const first = endpointOf(ir, 'GET /nodes/first').examples[0]?.response?.body;
    const people = endpointOf(ir, 'GET /people').examples[0]?.response?.body;
    expect(nodes).toEqual({ name: 'name', owner: { name: 'name' } });
    expect(first).toEqual(nodes);
    // Built from Person, the walk stops at Person again, not at Node.
    expect(people).toEqual({ name: 'name', best: { name: 'name' } });
  });

  it('builds a response example when it is first read, then keeps it as a plain value', async () => {
    const ir = await importText(SPEC);
    const example = endpointOf(ir, 'GET /people').examples[0]!;
    const before = Object.getOwnPropertyDescriptor(example, 'response');
    expect(typeof before?.get).toBe('function');
    expect(before?.enumerable).toBe(true);
    // Serializing reads it, in its place among the keys.
    expect(JSON.stringify(example)).toBe(
      '{"kind":"endpointExample","response":{"statusCode":200,"body":{"name":"name","best":{"name":"name"}}}}',
    );
    const after = Object.getOwnPropertyDescriptor(example, 'response');
    expect(after).toEqual({
      value: { statusCode: 200, body: { name: 'name', best: { name: 'name' } } },
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(example.response).toBe(after?.value);

    // Assigning before it was ever read replaces it.
    const other = endpointOf(ir, 'GET /nodes').examples[0]!;
    other.response = { statusCode: 204 };
    expect(other.response).toEqual({ statusCode: 204 });
    expect(Object.getOwnPropertyDescriptor(other, 'response')?.get).toBeUndefined();
  });
});
