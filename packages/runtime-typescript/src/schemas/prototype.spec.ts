import { toJson } from "../utils/json";
import * as serialization from "./index";

const s = serialization;

// JSON.parse makes `__proto__` an own property. The schemas must keep it one: assigning it
// (`out[key] = value`) would set the result's prototype instead, and reading a missing
// `__proto__` or `constructor` would find the inherited member.

const HOSTILE =
  '{"name":"Rex","__proto__":{"isAdmin":true,"name":"inherited"},"constructor":{"prototype":{"polluted":true}}}';

function expectPlain(value: unknown): void {
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  expect((value as { isAdmin?: unknown }).isAdmin).toBeUndefined();
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
}

const Pet = s.object({ name: s.string(), nickName: s.property("nick_name", s.string().optional()) });

describe("a __proto__ key from data", () => {
  it("stays an own property of a parsed object (passthrough)", () => {
    const parsed = Pet.parseOrThrow(JSON.parse(HOSTILE), { unrecognizedObjectKeys: "passthrough" }) as Record<
      string,
      unknown
    >;
    expectPlain(parsed);
    expect(Object.prototype.hasOwnProperty.call(parsed, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value).toEqual({ isAdmin: true, name: "inherited" });
    expect(JSON.parse(toJson(Pet.jsonOrThrow(parsed)))).toEqual(JSON.parse(HOSTILE));
  });

  it("stays an own property inside lists, records, unions and lazy schemas", () => {
    const hostile = JSON.parse(HOSTILE) as Record<string, unknown>;
    const results: unknown[] = [
      ...(s.list(Pet).parseOrThrow([hostile]) as unknown[]),
      s.record(s.string(), s.unknown()).parseOrThrow(hostile),
      s.union("kind", { dog: Pet }).parseOrThrow({ kind: "dog", ...hostile }),
      s.undiscriminatedUnion([s.number(), Pet]).parseOrThrow(hostile),
      s.lazy(() => Pet).parseOrThrow(hostile),
      Pet.extend(s.object({ age: s.number().optional() })).parseOrThrow(hostile),
      s.record(s.string(), s.unknown()).jsonOrThrow(hostile),
    ];
    for (const result of results) {
      expectPlain(result);
      expect(Object.prototype.hasOwnProperty.call(result, "__proto__")).toBe(true);
    }
  });

  it("as a record key keeps its value on both sides", () => {
    const map = s.record(s.string(), s.number());
    const parsed = map.parseOrThrow(JSON.parse('{"__proto__":1,"b":2}')) as Record<string, number>;
    expectPlain(parsed);
    expect(Object.entries(parsed)).toEqual([
      ["__proto__", 1],
      ["b", 2],
    ]);
    expect(toJson(map.jsonOrThrow(parsed))).toBe('{"__proto__":1,"b":2}');
  });
});

describe("a declared __proto__ property", () => {
  const Odd = s.object({
    proto: s.property("__proto__", s.string().optional()),
    constructor_: s.property("constructor", s.string().optional()),
    label: s.string(),
  });

  it("is parsed into its TypeScript key and written back to the wire", () => {
    const parsed = Odd.parseOrThrow(JSON.parse('{"__proto__":"p","constructor":"c","label":"l"}'));
    expect(parsed).toEqual({ proto: "p", constructor_: "c", label: "l" });
    expectPlain(parsed);
    const wire = Odd.jsonOrThrow(parsed);
    expectPlain(wire);
    expect(toJson(wire)).toBe('{"__proto__":"p","constructor":"c","label":"l"}');
  });

  it("reads as missing when absent, never as the inherited member", () => {
    expect(Odd.parse({ label: "l" })).toEqual({ ok: true, value: { label: "l" } });
    expect(Odd.json({ label: "l" })).toEqual({ ok: true, value: { label: "l" } });
    const required = s.object({ proto: s.property("__proto__", s.string()) });
    expect(required.parse({})).toEqual({
      ok: false,
      errors: [{ path: ["__proto__"], message: 'Missing required key "__proto__"' }],
    });
  });

  it("works as a union discriminant", () => {
    const ByProto = s.union("__proto__", { a: s.object({ v: s.number() }) });
    const parsed = ByProto.parseOrThrow(JSON.parse('{"__proto__":"a","v":1}'));
    expectPlain(parsed);
    expect(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value).toBe("a");
    expect(ByProto.parse({ v: 1 }).ok).toBe(false);
  });
});
