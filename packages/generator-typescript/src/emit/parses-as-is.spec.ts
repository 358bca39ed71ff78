import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildSync } from 'esbuild';
import fc from 'fast-check';
import type { IntermediateRepresentation, TypeReference, TypeShape } from '@bracken/ir';
import { createContext } from '../context';
import { generateTypeScriptSdk } from '../index';
import { IrBuilder, enumOf, name, object, prop, t, typeDecl } from '../__fixtures__/builder';
import { writeSdk } from '../__fixtures__/sdk-harness';
import { parsesAsIs } from './parses-as-is';

const OPTIONS = { packageName: 'as-is-sdk', packageVersion: '1.0.0' };

function union(
  discriminant: string,
  variants: Record<string, string>,
  base: ReturnType<typeof prop>[] = [],
): TypeShape {
  return {
    kind: 'discriminatedUnion',
    discriminant: name(discriminant),
    variants: Object.entries(variants).map(([value, typeId]) => ({
      kind: 'variant',
      discriminantValue: value,
      typeId,
    })),
    baseProperties: base,
  };
}

function anyOf(...members: TypeReference[]): TypeShape {
  return { kind: 'undiscriminatedUnion', members: members.map((type) => ({ kind: 'member', type })) };
}

/** Every shape a type can take, each named for what the answer should be. */
function shapesIr(): IntermediateRepresentation {
  const b = new IrBuilder('AsIs');
  const add = (id: string, shape: TypeShape): void => void b.type(typeDecl(id, shape));
  add(
    'Plain',
    object([
      prop('id', t.string()),
      prop('name', t.string()),
      prop('price', t.double()),
      prop('inStock', t.optional(t.boolean())),
    ]),
  );
  add(
    'Wrapped',
    object([
      prop('note', t.optional(t.nullable(t.string()))),
      prop('tags', t.list(t.string())),
      prop('unique', t.optional(t.set(t.integer()))),
      prop('meta', t.map(t.unknown())),
      prop('counts', t.optional(t.map(t.optional(t.integer())))),
      prop('attachment', t.optional(t.file())),
      prop('items', t.optional(t.list(t.named('Plain')))),
      prop('byName', t.optional(t.map(t.named('Plain')))),
    ]),
  );
  add('Tree', object([prop('value', t.string()), prop('children', t.optional(t.list(t.named('Tree'))))]));
  add('Color', enumOf(['red', 'green']));
  add('Palette', object([prop('color', t.named('Color')), prop('colors', t.optional(t.list(t.named('Color'))))]));
  add(
    'Literals',
    object([
      prop('kind', t.literal('x')),
      prop('flag', t.optional(t.literal(true))),
      prop('two', t.optional(t.literal(2))),
    ]),
  );
  add('Circle', object([prop('radius', t.double())]));
  add('Square', object([prop('side', t.double()), prop('corner', t.optional(t.named('Plain')))]));
  add('Shape', union('type', { circle: 'Circle', square: 'Square' }, [prop('label', t.optional(t.string()))]));
  add('Scalar', anyOf(t.string(), t.integer(), t.list(t.string()), t.named('Color')));
  add(
    'Strict',
    object([prop('a', t.string()), prop('b', t.optional(t.nullable(t.string()))), prop('c', t.optional(t.unknown()))]),
  );
  add('StrictUnion', anyOf(t.named('Strict'), t.boolean()));
  add('Items', { kind: 'alias', aliasOf: t.list(t.named('Plain')) });
  add('Parent', object([prop('base', t.string())]));
  add('Child', { ...object([prop('own', t.optional(t.integer()))], { extends: ['Parent'] }) });
  add('Open', object([prop('id', t.string())], { additionalProperties: t.unknown() }));
  // Not as is:
  add('Renamed', object([prop('first_name', t.string())]));
  add('Dated', object([prop('created', t.optional(t.dateTime()))]));
  add('Nested', object([prop('inner', t.optional(t.list(t.named('Renamed'))))]));
  add('ObjectUnion', anyOf(t.named('Plain'), t.string()));
  add('PetType', union('pet_type', { cat: 'Circle' }));
  add('RenamedVariant', union('type', { renamed: 'Renamed' }));
  add('RenamedBase', union('type', { circle: 'Circle' }, [prop('shape_label', t.optional(t.string()))]));
  add('Dates', { kind: 'alias', aliasOf: t.map(t.dateTime()) });
  add('Ping', object([prop('pong', t.optional(t.named('Pong')))]));
  add('Pong', object([prop('ping', t.optional(t.named('Ping'))), prop('x_y', t.string())]));
  add('RenamedChild', { ...object([prop('own', t.string())], { extends: ['Renamed'] }) });
  add('OptionalInUnion', anyOf(t.list(t.optional(t.string()))));
  return b.build();
}

const AS_IS = [
  'Plain',
  'Wrapped',
  'Tree',
  'Color',
  'Palette',
  'Literals',
  'Circle',
  'Square',
  'Shape',
  'Scalar',
  'Strict',
  'StrictUnion',
  'Items',
  'Parent',
  'Child',
  'Open',
];
const CONVERTED = [
  'Renamed',
  'Dated',
  'Nested',
  'ObjectUnion',
  'PetType',
  'RenamedVariant',
  'RenamedBase',
  'Dates',
  'Ping',
  'Pong',
  'RenamedChild',
  'OptionalInUnion',
];

describe('parsesAsIs', () => {
  const ir = shapesIr();
  const ctx = createContext(ir, OPTIONS);

  it('answers for every shape of a named type', () => {
    const asIs = Object.keys(ir.types).filter((id) => parsesAsIs(ctx, t.named(id)));
    expect(asIs.sort()).toEqual([...AS_IS].sort());
    expect(
      Object.keys(ir.types)
        .filter((id) => !asIs.includes(id))
        .sort(),
    ).toEqual([...CONVERTED].sort());
  });

  it('answers for references outside named types', () => {
    const answers = [
      t.string(),
      t.dateTime(),
      t.list(t.dateTime()),
      t.optional(t.named('Plain')),
      t.nullable(t.named('Renamed')),
      t.map(t.named('Tree')),
      t.set(t.named('Dated')),
      t.literal('a'),
      t.unknown(),
      t.file(),
      t.named('Missing'),
    ].map((type) => parsesAsIs(ctx, type));
    expect(answers).toEqual([true, false, false, true, false, true, false, true, true, true, false]);
  });

  it('gives the same answers whatever is asked first, recursive types included', () => {
    const order = Object.keys(ir.types);
    const forward = order.map((id) => parsesAsIs(createContext(ir, OPTIONS), t.named(id)));
    const reverse = [...order]
      .reverse()
      .map((id) => parsesAsIs(createContext(ir, OPTIONS), t.named(id)))
      .reverse();
    const shared = createContext(ir, OPTIONS);
    const backwards = [...order]
      .reverse()
      .map((id) => parsesAsIs(shared, t.named(id)))
      .reverse();
    expect(reverse).toEqual(forward);
    expect(backwards).toEqual(forward);
  });

  it('answers true for everything without the serialization layer', () => {
    const plain = createContext(ir, { ...OPTIONS, noSerdeLayer: true });
    expect(Object.keys(ir.types).filter((id) => !parsesAsIs(plain, t.named(id)))).toEqual([]);
  });

  it('walks each type once when every type names the one before it twice', () => {
    const b = new IrBuilder('Chain');
    b.type(typeDecl('T0', object([prop('value', t.string())])));
    for (let i = 1; i <= 16; i++)
      b.type(typeDecl(`T${i}`, object([prop('left', t.named(`T${i - 1}`)), prop('right', t.named(`T${i - 1}`))])));
    const chain = b.build();
    const reads = new Map<string, number>();
    const types = new Proxy(chain.types, {
      get(target, key, receiver) {
        if (typeof key === 'string') reads.set(key, (reads.get(key) ?? 0) + 1);
        return Reflect.get(target, key, receiver);
      },
    });
    const counted = createContext({ ...chain, types }, OPTIONS);
    reads.clear();
    expect(parsesAsIs(counted, t.named('T16'))).toBe(true);
    expect(Math.max(...reads.values())).toBeLessThanOrEqual(4);
  });

  it('keeps the schema when property keys clash and one is moved off its wire name', () => {
    const b = new IrBuilder('Clash');
    b.type(typeDecl('Clash', object([prop('fooBar', t.string()), prop('foo_bar', t.string())])));
    const clashIr = b.build();
    const clash = createContext(clashIr, OPTIONS);
    expect(parsesAsIs(clash, t.named('Clash'))).toBe(false);
  });
});

type Schema = { parseOrThrow(raw: unknown, opts: object): unknown };

/** The options generated code parses responses with. */
const RESPONSE_OPTIONS = {
  unrecognizedObjectKeys: 'passthrough',
  allowUnrecognizedEnumValues: true,
  skipValidation: true,
  breadcrumbsPrefix: ['response'],
} as const;

/** JSON values shaped like a type, with nulls, wrong types, missing and extra keys mixed in. */
function valuesOf(ir: IntermediateRepresentation, type: TypeReference, depth = 0): fc.Arbitrary<unknown> {
  const stray = fc.oneof(
    fc.constant(null),
    fc.integer(),
    fc.string({ maxLength: 4 }),
    fc.boolean(),
    fc.constant({}),
    fc.constant([]),
  );
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (depth > 4) return stray;
    switch (type.kind) {
      case 'primitive':
        if (type.primitive === 'boolean') return fc.boolean();
        if (type.primitive === 'integer' || type.primitive === 'long') return fc.integer();
        if (type.primitive === 'double' || type.primitive === 'float')
          return fc.double({ noNaN: true, noDefaultInfinity: true });
        if (type.primitive === 'dateTime') return fc.constantFrom('2024-01-02T03:04:05Z', 'not a date');
        return fc.string({ maxLength: 6 });
      case 'literal':
        return fc.constant(type.value);
      case 'list':
      case 'set':
        return fc.array(valuesOf(ir, type.itemType, depth + 1), { maxLength: 3 });
      case 'map':
        return fc.dictionary(fc.string({ maxLength: 3 }), valuesOf(ir, type.valueType, depth + 1), { maxKeys: 3 });
      case 'optional':
      case 'nullable':
        return fc.oneof(fc.constant(null), valuesOf(ir, type.itemType, depth + 1));
      case 'unknown':
      case 'file':
        return fc.jsonValue({ maxDepth: 2 });
      case 'named':
        return namedValues(ir, type.typeId, depth);
    }
  })();
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: stray, weight: 1 });
}

function namedValues(ir: IntermediateRepresentation, typeId: string, depth: number): fc.Arbitrary<unknown> {
  const shape = ir.types[typeId]!.shape;
  const fields = (typeIds: string[], own: ReturnType<typeof prop>[]): fc.Arbitrary<Record<string, unknown>> => {
    const props = [
      ...typeIds.flatMap((id) => {
        const s = ir.types[id]!.shape;
        return s.kind === 'object' ? s.properties : [];
      }),
      ...own,
    ];
    const declared = fc.record(
      Object.fromEntries(props.map((p) => [p.name.wireValue, valuesOf(ir, p.valueType, depth + 1)])),
      { requiredKeys: [] },
    );
    const extra = fc.dictionary(
      fc.constantFrom('extra', 'other_key', 'toString', 'constructor'),
      fc.jsonValue({ maxDepth: 1 }),
      { maxKeys: 2 },
    );
    return fc.tuple(declared, extra).map(([d, e]) => ({ ...e, ...d }));
  };
  switch (shape.kind) {
    case 'object':
      return fields(shape.extends, shape.properties);
    case 'alias':
      return valuesOf(ir, shape.aliasOf, depth + 1);
    case 'enum':
      return fc.constantFrom(...shape.values.map((v) => v.name.wireValue), 'unknown_value');
    case 'discriminatedUnion':
      return fc.oneof(
        ...shape.variants.map((variant) =>
          fields([variant.typeId], shape.baseProperties).map((value) => ({
            ...value,
            [shape.discriminant.wireValue]: variant.discriminantValue,
          })),
        ),
        fields([], shape.baseProperties).map((value) => ({ ...value, [shape.discriminant.wireValue]: 'other' })),
      );
    case 'undiscriminatedUnion':
      return fc.oneof(...shape.members.map((member) => valuesOf(ir, member.type, depth + 1)));
  }
}

/** Values as a response body carries them: what `JSON.parse` makes. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value) ?? 'null');
}

describe('a response parsed by its schema and one returned as it is', () => {
  const ir = shapesIr();
  let schemas: Record<string, Schema>;
  beforeAll(async () => {
    const dir = writeSdk('parses-as-is', await generateTypeScriptSdk(ir, OPTIONS));
    const out = join(dir, 'schemas.cjs');
    buildSync({
      entryPoints: [join(dir, 'src', 'serialization', 'index.ts')],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      outfile: out,
      logLevel: 'silent',
    });
    schemas = require(out) as Record<string, Schema>;
  });
  const ctx = createContext(shapesIr(), OPTIONS);

  it('are the same for every type the generator returns as it is', () => {
    const names = AS_IS.map((id) => ctx.typeNames.get(id)!);
    expect(names.filter((schemaName) => schemas[schemaName] === undefined)).toEqual([]);
    for (const id of AS_IS) {
      const schema = schemas[ctx.typeNames.get(id)!]!;
      fc.assert(
        fc.property(valuesOf(ir, t.named(id)), (generated) => {
          const body = asJson(generated);
          const copy = asJson(body);
          const parsed = schema.parseOrThrow(body, RESPONSE_OPTIONS);
          if (!isDeepStrictEqual(parsed, copy)) expect({ id, parsed }).toEqual({ id, parsed: copy });
        }),
        { numRuns: 300 },
      );
    }
  });

  it('are the same for hand-picked bodies: nulls, `__proto__` and inherited names as keys, wrong kinds', () => {
    const cases: Array<[string, string]> = [
      ['Plain', '{"id":null,"name":1,"price":"x","inStock":null,"__proto__":{"polluted":true},"constructor":1}'],
      ['Plain', '[]'],
      ['Plain', 'null'],
      [
        'Wrapped',
        '{"note":null,"tags":[null,1],"unique":[1,1],"meta":{"__proto__":1},"counts":{"a":null},"items":[null,{"id":"1"}],"byName":{"x":null}}',
      ],
      ['Tree', '{"value":"a","children":[{"value":"b","children":null},{"children":[{"value":1}]}]}'],
      ['Palette', '{"color":"blue","colors":["red",null,3]}'],
      ['Literals', '{"kind":"y","flag":false,"two":3}'],
      ['Shape', '{"type":"circle","radius":null,"label":null,"extra":1}'],
      ['Shape', '{"type":"hexagon","sides":6}'],
      ['Shape', '{"type":1}'],
      ['Shape', '{"radius":2}'],
      ['Scalar', '{"a":1}'],
      ['StrictUnion', '{"a":"x","b":null,"c":null}'],
      ['StrictUnion', '{"b":null}'],
      ['Items', '[{"id":"a","inStock":null},null]'],
      ['Child', '{"base":null,"own":"x","more":[1]}'],
      ['Open', '{"id":"a","anything":{"deep":[null]}}'],
    ];
    const differing = cases.filter(([id, text]) => {
      const parsed = schemas[ctx.typeNames.get(id)!]!.parseOrThrow(JSON.parse(text), RESPONSE_OPTIONS);
      return !equal(parsed, JSON.parse(text));
    });
    expect(differing).toEqual([]);
  });

  it('differ for each reason the generator keeps a schema', () => {
    const cases: Array<[string, string]> = [
      ['Renamed', '{"first_name":"Ada"}'],
      ['Dated', '{"created":"2024-01-02T03:04:05Z"}'],
      ['Nested', '{"inner":[{"first_name":"Ada"}]}'],
      ['ObjectUnion', '{"id":"a","name":"b","price":1,"inStock":null}'],
      ['PetType', '{"pet_type":"cat","radius":1}'],
      ['RenamedVariant', '{"type":"renamed","first_name":"Ada"}'],
      ['RenamedBase', '{"type":"circle","radius":1,"shape_label":"x"}'],
      ['Dates', '{"a":"2024-01-02T03:04:05Z"}'],
      ['Ping', '{"pong":{"x_y":"a"}}'],
      ['Pong', '{"x_y":"a"}'],
      ['RenamedChild', '{"first_name":"Ada","own":"x"}'],
      ['OptionalInUnion', '["a",null]'],
    ];
    expect(cases.map(([id]) => id).sort()).toEqual([...CONVERTED].sort());
    const same = cases.filter(([id, text]) =>
      equal(schemas[ctx.typeNames.get(id)!]!.parseOrThrow(JSON.parse(text), RESPONSE_OPTIONS), JSON.parse(text)),
    );
    expect(same).toEqual([]);
  });
});

/** Same own keys, values, prototypes and kinds (`undefined` and a missing key differ), at every depth. */
function equal(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
}
