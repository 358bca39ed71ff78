import { breakLongLines } from '../printer/line-breaking';
import {
  layOutListSchema,
  listSchemaBody,
  objectSchemaHead,
  propertyMember,
  schemaDeclaration,
  type ListSchema,
} from './types';

const APIS = ['Api', 'GitHubSOfficialOpenApiSpecOctokitExtension'];
const CORES = ['serialization', 'serialization_1'];

function typeName(length: number): string {
  return `N${'a'.repeat(length - 1)}`;
}

describe('objectSchemaHead', () => {
  it('lays out the first line of an object schema exactly as line breaking would', () => {
    const seen = new Set<number>();
    for (const api of APIS) {
      for (const core of CORES) {
        for (let length = 1; length <= 140; length++) {
          const name = typeName(length);
          const type = `${api}.${name}`;
          const line = `export let ${name}: ${core}.Schema<unknown, ${type}> = buildSchema(() => ${core}.objectOf<${type}>(() => ({`;
          const laidOut = objectSchemaHead(name, core, api, 'buildSchema');
          expect({ name, laidOut }).toEqual({ name, laidOut: breakLongLines(line) });
          seen.add(laidOut.split('\n').length);
        }
      }
    }
    // Every way the line can come out: whole, outer type arguments broken, both broken.
    expect([...seen].sort()).toEqual([1, 4, 6]);
  });
});

describe('schemaDeclaration', () => {
  it('lays out a schema declared on one line exactly as line breaking would', () => {
    const bodies = (core: string): string[] => [
      `${core}.string()`,
      `${core}.list(${core}.lazy(() => Pet)).optional()`,
      `${core}.enum_([${Array.from({ length: 12 }, (_, i) => `"value_${i}"`).join(', ')}] as const)`,
      `${core}.undiscriminatedUnion([${Array.from({ length: 9 }, (_, i) => `${core}.lazy(() => Member${i})`).join(', ')}])`,
      `${core}.record(${core}.string(), ${core}.list(${core}.record(${core}.string(), ${core}.lazy(() => ${'Deep'.repeat(30)}))))`,
    ];
    let broken = 0;
    for (const api of APIS) {
      for (const core of CORES) {
        for (const length of [1, 10, 30, 60, 130]) {
          for (const body of bodies(core)) {
            const name = typeName(length);
            const line = `export let ${name}: ${core}.Schema<unknown, ${api}.${name}> = buildSchema(() => ${body});`;
            const laidOut = schemaDeclaration(name, core, api, 'buildSchema', body);
            expect({ line, laidOut }).toEqual({ line, laidOut: breakLongLines(line) });
            if (laidOut !== line) broken++;
          }
        }
      }
    }
    expect(broken).toBeGreaterThan(50);
  });

  it('leaves a body over lines or with type arguments to the scanner', () => {
    expect(schemaDeclaration('A', 'core', 'Api', 'build', 'core.union("type", {\n})')).toBeUndefined();
    expect(schemaDeclaration('A', 'core', 'Api', 'build', 'core.objectOf<Api.B>(() => ({}))')).toBeUndefined();
  });
});

describe('schemaDeclaration of an enum or an undiscriminated union', () => {
  it('lays out the list exactly as line breaking would, for every count and length of items', () => {
    const lists = (core: string): ListSchema[] => {
      const out: ListSchema[] = [];
      for (const count of [1, 2, 3, 5, 12, 40]) {
        for (const length of [1, 8, 30, 90, 100, 104, 105, 106, 107, 108, 109, 110, 111, 112, 125]) {
          const values = Array.from({ length: count }, (_, i) => `"${'v'.repeat(length)}_${i}"`);
          out.push({ kind: 'enum', items: values });
          out.push({ kind: 'enum', items: values.map((v, i) => (i === count - 1 ? `"a(b, [c]) {d}"` : v)) });
          const members = Array.from({ length: count }, (_, i) => `${core}.lazy(() => ${'M'.repeat(length)}${i})`);
          out.push({ kind: 'union', items: members });
          out.push({ kind: 'union', items: [`${core}.string()`, ...members.slice(1)] });
          out.push({
            kind: 'union',
            items: members.map((m, i) => (i === 0 ? `${core}.record(${core}.string(), ${core}.literal("x, (y"))` : m)),
          });
          out.push({
            kind: 'union',
            items: members.map((m) => `${core}.list(${core}.record(${core}.string(), ${m}))`),
          });
        }
      }
      return out;
    };
    const shapes = new Set<string>();
    let unscanned = 0;
    let longItems = 0;
    for (const api of APIS) {
      for (const core of CORES) {
        for (const length of [1, 30, 130]) {
          for (const list of lists(core)) {
            const name = typeName(length);
            const body = listSchemaBody(core, list);
            const line = `export let ${name}: ${core}.Schema<unknown, ${api}.${name}> = buildSchema(() => ${body});`;
            const laidOut = schemaDeclaration(name, core, api, 'buildSchema', body, list);
            expect({ line, laidOut }).toEqual({ line, laidOut: breakLongLines(line) });
            shapes.add(`${list.kind} ${Math.min(laidOut!.split('\n').length, 6)}`);
            if (laidOut !== line && layOutListSchema(core, list) !== undefined) {
              unscanned++;
              if (list.items.some((item) => item.length + 9 > 120)) longItems++;
            }
          }
        }
      }
    }
    // Whole, the list on a line of its own (enums), a lone item hugged (unions), one item to a line.
    expect([...shapes].sort()).toEqual(['enum 1', 'enum 3', 'enum 5', 'enum 6', 'union 3', 'union 5', 'union 6']);
    expect(unscanned).toBeGreaterThan(1000);
    // Items too long for their own line too: a union's members are broken one by one.
    expect(longItems).toBeGreaterThan(200);
  });
});

describe('propertyMember', () => {
  it('lays out a member of an object schema exactly as line breaking would', () => {
    const schemas = (core: string): string[] => [
      `${core}.boolean()`,
      `${core}.list(ActionsCacheListActionsCachesItem).optional()`,
      `${core}.record(${core}.string(), ${core}.list(${core}.record(${core}.string(), ${'Deep'.repeat(30)})))`,
    ];
    let broken = 0;
    for (const indent of ['    ', '        ']) {
      for (const core of CORES) {
        for (const length of [3, 20, 60, 130]) {
          for (const schema of schemas(core)) {
            const key = length === 60 ? `"${'k'.repeat(length)}-x"` : 'k'.repeat(length);
            const wire = `"${'w'.repeat(length)}"`;
            const line = `${indent}${key}: ${core}.property(${wire}, ${schema}),`;
            const laidOut = propertyMember(indent, key, core, wire, schema);
            expect({ line, laidOut }).toEqual({ line, laidOut: breakLongLines(line) });
            if (laidOut !== line) broken++;
          }
        }
      }
    }
    expect(broken).toBeGreaterThan(20);
  });
});
