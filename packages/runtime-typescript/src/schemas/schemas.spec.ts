import * as serialization from "./index";
import { SchemaValidationError, type ObjectSchema, type Schema } from "./index";

const s = serialization;

describe("primitives", () => {
  it("validates strings, numbers and booleans both ways", () => {
    expect(s.string().parse("a")).toEqual({ ok: true, value: "a" });
    expect(s.string().parse(1)).toEqual({ ok: false, errors: [{ path: [], message: "Expected string. Received 1." }] });
    expect(s.number().json(Number.NaN).ok).toBe(false);
    expect(s.boolean().parse(false)).toEqual({ ok: true, value: false });
  });

  it("maps ISO strings to Dates and back", () => {
    const parsed = s.date().parseOrThrow("2024-01-02T03:04:05.678Z");
    expect(parsed).toEqual(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 678)));
    expect(s.date().jsonOrThrow(parsed)).toBe("2024-01-02T03:04:05.678Z");
    expect(s.date().parse("yesterday").ok).toBe(false);
    expect(s.date().json("2024-01-01").ok).toBe(false);
  });

  it("reads bigints from numbers, strings and bigints", () => {
    expect(s.bigint().parseOrThrow("9007199254740993")).toBe(9007199254740993n);
    expect(s.bigint().parseOrThrow(42)).toBe(42n);
    expect(s.bigint().jsonOrThrow(5n)).toBe(5n);
    expect(s.bigint().parse(1.5).ok).toBe(false);
  });

  it("passes unknown and any through", () => {
    expect(s.unknown().parse({ a: [1] })).toEqual({ ok: true, value: { a: [1] } });
    expect(s.any().json(undefined)).toEqual({ ok: true, value: undefined });
  });
});

describe("literals and enums", () => {
  it("accepts only the literal", () => {
    expect(s.stringLiteral("x").parse("x").ok).toBe(true);
    expect(s.stringLiteral("x").parse("y").ok).toBe(false);
    expect(s.booleanLiteral(true).parse(false).ok).toBe(false);
  });

  it("rejects unknown enum values unless forward compatibility is asked for", () => {
    const Status = s.enum_(["active", "suspended"] as const);
    expect(Status.parse("active")).toEqual({ ok: true, value: "active" });
    expect(Status.parse("deleted")).toEqual({
      ok: false,
      errors: [{ path: [], message: 'Expected one of "active", "suspended". Received "deleted".' }],
    });
    expect(Status.parse("deleted", { allowUnrecognizedEnumValues: true })).toEqual({ ok: true, value: "deleted" });
    expect(Status.parse(3, { allowUnrecognizedEnumValues: true }).ok).toBe(false);
  });
});

describe("collections", () => {
  it("converts lists and sets item by item with indexed paths", () => {
    expect(s.list(s.date()).parseOrThrow(["2024-01-01T00:00:00Z"])).toEqual([new Date("2024-01-01T00:00:00Z")]);
    expect(s.list(s.number()).parse([1, "2", 3])).toEqual({
      ok: false,
      errors: [{ path: ["1"], message: 'Expected number. Received "2".' }],
    });
    const tags = s.set(s.string()).parseOrThrow(["a", "b", "a"]);
    expect(tags).toEqual(new Set(["a", "b"]));
    expect(s.set(s.string()).jsonOrThrow(tags)).toEqual(["a", "b"]);
  });

  it("accepts undefined values in record(string(), T.optional())", () => {
    const Scores = s.record(s.string(), s.number().optional());
    expect(Scores.parse({ a: 1, b: undefined })).toEqual({ ok: true, value: { a: 1, b: undefined } });
    expect(Scores.json({ a: 1, b: undefined })).toEqual({ ok: true, value: { a: 1, b: undefined } });
    expect(s.record(s.string(), s.number()).parse({ b: undefined }).ok).toBe(false);
    const typed: Record<string, number | undefined> = Scores.parseOrThrow({ a: 1 });
    expect(typed).toEqual({ a: 1 });
  });

  it("converts numeric record keys", () => {
    expect(s.record(s.number(), s.string()).parse({ "1": "one" })).toEqual({ ok: true, value: { "1": "one" } });
    expect(s.record(s.number(), s.string()).parse({ x: "one" }).ok).toBe(false);
  });
});

describe("objects", () => {
  const User = s.object({
    userId: s.property("user_id", s.string()),
    createdAt: s.property("created_at", s.date()),
    nickname: s.string().optional(),
    deletedAt: s.property("deleted_at", s.date().nullable()),
  });

  it("renames keys between camelCase and wire names in both directions", () => {
    const parsed = User.parseOrThrow({ user_id: "u1", created_at: "2024-01-01T00:00:00.000Z", deleted_at: null });
    expect(parsed).toEqual({ userId: "u1", createdAt: new Date("2024-01-01T00:00:00.000Z"), deletedAt: null });
    const typed: { userId: string; createdAt: Date; nickname?: string; deletedAt: Date | null } = parsed;
    expect(typed.userId).toBe("u1");
    expect(User.jsonOrThrow({ ...parsed, nickname: "Ada" })).toEqual({
      user_id: "u1",
      created_at: "2024-01-01T00:00:00.000Z",
      nickname: "Ada",
      deleted_at: null,
    });
  });

  it("keeps optional and nullable distinct", () => {
    expect(User.parse({ user_id: "u1", created_at: "2024-01-01T00:00:00Z" })).toEqual({
      ok: false,
      errors: [{ path: ["deleted_at"], message: 'Missing required key "deleted_at"' }],
    });
    expect(
      User.parse({ user_id: "u1", created_at: "2024-01-01T00:00:00Z", deleted_at: null, nickname: null }),
    ).toMatchObject({
      ok: true,
      value: { deletedAt: null },
    });
    const both = s.object({ note: s.string().optionalNullable() });
    expect(both.parseOrThrow({ note: null })).toEqual({ note: null });
    expect(both.parseOrThrow({})).toEqual({});
    expect(s.string().nullable().parse(undefined).ok).toBe(false);
  });

  it("passes, strips or rejects unknown keys", () => {
    const raw = { user_id: "u1", created_at: "2024-01-01T00:00:00Z", deleted_at: null, extra: 1 };
    expect(User.parseOrThrow(raw)).toMatchObject({ extra: 1 });
    expect(User.parseOrThrow(raw, { unrecognizedObjectKeys: "strip" })).not.toHaveProperty("extra");
    expect(User.parse(raw, { unrecognizedObjectKeys: "fail" })).toEqual({
      ok: false,
      errors: [{ path: ["extra"], message: 'Unexpected key "extra"' }],
    });
  });

  it("reports nested paths and throws a typed error", () => {
    const Team = s.object({ members: s.list(User) });
    const result = Team.parse(
      { members: [{ user_id: 5, created_at: "2024-01-01T00:00:00Z", deleted_at: null }] },
      { breadcrumbsPrefix: ["response"] },
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ path: ["response", "members", "0", "user_id"], message: "Expected string. Received 5." }],
    });
    expect(() => Team.parseOrThrow({ members: 1 })).toThrow(SchemaValidationError);
    expect(() => Team.parseOrThrow({ members: 1 })).toThrow(
      "Validation failed (parse): members: Expected list. Received 1.",
    );
  });

  it("returns the value as received when validation is skipped", () => {
    const result = User.parse({ user_id: 5, created_at: "2024-01-01T00:00:00Z" }, { skipValidation: true });
    expect(result).toEqual({ ok: true, value: { userId: 5, createdAt: new Date("2024-01-01T00:00:00Z") } });
  });

  it("extends other objects and adds parsed-only properties", () => {
    const Base = s.object({ id: s.string() });
    const Admin = s
      .object({ level: s.property("admin_level", s.number()) })
      .extend(Base)
      .withParsedProperties({
        label: (admin: { id: string; level: number }) => `${admin.id}:${admin.level}`,
      });
    const parsed = Admin.parseOrThrow({ id: "a", admin_level: 3 });
    expect(parsed).toEqual({ id: "a", level: 3, label: "a:3" });
    expect(Admin.jsonOrThrow(parsed)).toEqual({ id: "a", admin_level: 3 });
  });

  it("types objectWithoutOptionalProperties as all-required", () => {
    const Point = s.objectWithoutOptionalProperties({ x: s.number(), label: s.string().optional() });
    const point: { x: number; label: string | undefined } = Point.parseOrThrow({ x: 1 });
    expect(point).toEqual({ x: 1 });
  });
});

describe("lazy and recursion", () => {
  interface TreeRaw {
    name: string;
    child_nodes?: TreeRaw[] | null;
  }
  interface Tree {
    name: string;
    childNodes?: Tree[];
  }
  const TreeSchema: ObjectSchema<TreeRaw, Tree> = s.object({
    name: s.string(),
    childNodes: s.property("child_nodes", s.lazy(() => s.list(TreeSchema)).optional()),
  });

  it("parses and serializes recursive structures", () => {
    const raw = { name: "root", child_nodes: [{ name: "leaf", child_nodes: [] }] };
    const parsed = TreeSchema.parseOrThrow(raw);
    expect(parsed).toEqual({ name: "root", childNodes: [{ name: "leaf", childNodes: [] }] });
    expect(TreeSchema.jsonOrThrow(parsed)).toEqual(raw);
    expect(TreeSchema.parse({ name: "root", child_nodes: [{ name: 1 }] }).ok).toBe(false);
  });

  it("resolves lazyObject on first use and keeps it extendable", () => {
    const Named = s.lazyObject(() => s.object({ name: s.string() }));
    const Person = s.object({ age: s.number() }).extend(Named);
    expect(Person.parseOrThrow({ age: 3, name: "x" })).toEqual({ age: 3, name: "x" });
    expect(Named.parseOrThrow({ name: "y" })).toEqual({ name: "y" });
  });
});

describe("objectOf", () => {
  interface Folder {
    name: string;
    parent?: Folder | null;
    createdAt: Date;
  }
  let reads = 0;
  const Folder: Schema<unknown, Folder> = s.objectOf<Folder>(() => {
    reads += 1;
    return {
      name: s.string(),
      // Names the schema itself without `lazy`: the properties are read on first use.
      parent: s.property("parent_folder", Folder.nullable().optional()),
      createdAt: s.property("created_at", s.date()),
    };
  });

  it("reads its properties once, on first use", () => {
    expect(reads).toBe(0);
    const raw = {
      name: "a",
      created_at: "2024-01-01T00:00:00.000Z",
      parent_folder: { name: "root", created_at: "2023-01-01T00:00:00.000Z", parent_folder: null },
    };
    const parsed = Folder.parseOrThrow(raw);
    expect(parsed).toEqual({
      name: "a",
      createdAt: new Date("2024-01-01T00:00:00.000Z"),
      parent: { name: "root", createdAt: new Date("2023-01-01T00:00:00.000Z"), parent: null },
    });
    expect(Folder.jsonOrThrow(parsed)).toEqual(raw);
    expect(reads).toBe(1);
  });

  it("validates like object", () => {
    expect(Folder.parse({ name: 1, created_at: "2024-01-01T00:00:00Z" })).toEqual({
      ok: false,
      errors: [{ path: ["name"], message: "Expected string. Received 1." }],
    });
    expect(Folder.parse({ name: "a" })).toEqual({
      ok: false,
      errors: [{ path: ["created_at"], message: 'Missing required key "created_at"' }],
    });
    const raw = { name: "a", created_at: "2024-01-01T00:00:00Z", extra: true };
    expect(Folder.parseOrThrow(raw, { unrecognizedObjectKeys: "strip" })).not.toHaveProperty("extra");
  });

  it("can be a union member and be extended", () => {
    const Shape = s.union("kind", { folder: s.objectOf<{ name: string }>(() => ({ name: s.string() })) });
    expect(Shape.parseOrThrow({ kind: "folder", name: "x" })).toEqual({ kind: "folder", name: "x" });
    const Sized = s.object({ size: s.number() }).extend(s.objectOf<{ name: string }>(() => ({ name: s.string() })));
    expect(Sized.parseOrThrow({ size: 1, name: "n" })).toEqual({ size: 1, name: "n" });
  });
});

describe("unions", () => {
  const Shape = s.union(s.discriminant("shapeType", "shape_type"), {
    circle: s.object({ radius: s.number() }),
    square: s.object({ sideLength: s.property("side_length", s.number()) }),
  });

  it("picks the member by discriminant and renames in both directions", () => {
    const parsed = Shape.parseOrThrow({ shape_type: "square", side_length: 2 });
    expect(parsed).toEqual({ shapeType: "square", sideLength: 2 });
    expect(Shape.jsonOrThrow(parsed)).toEqual({ shape_type: "square", side_length: 2 });
    const typed: { shapeType: "circle"; radius: number } | { shapeType: "square"; sideLength: number } = parsed;
    expect(typed.shapeType).toBe("square");
  });

  it("rejects unknown members unless allowed", () => {
    expect(Shape.parse({ shape_type: "hexagon" })).toEqual({
      ok: false,
      errors: [
        {
          path: [],
          message: 'Unknown discriminant value "hexagon" for "shape_type"; expected one of "circle", "square".',
        },
      ],
    });
    expect(Shape.parse({ shape_type: "hexagon", n: 6 }, { allowUnrecognizedUnionMembers: true })).toEqual({
      ok: true,
      value: { shape_type: "hexagon", n: 6 },
    });
    expect(Shape.parse({ radius: 1 }).ok).toBe(false);
  });

  it("accepts a plain string discriminant", () => {
    const Event = s.union("type", { ping: s.object({}), message: s.object({ text: s.string() }) });
    expect(Event.parseOrThrow({ type: "message", text: "hi" })).toEqual({ type: "message", text: "hi" });
  });

  it("tries undiscriminated members in order", () => {
    const Id = s.undiscriminatedUnion([s.number(), s.string(), s.object({ id: s.string() })]);
    expect(Id.parseOrThrow(1)).toBe(1);
    expect(Id.parseOrThrow("a")).toBe("a");
    expect(Id.parseOrThrow({ id: "x" })).toEqual({ id: "x" });
    expect(Id.parse(true)).toEqual({
      ok: false,
      errors: [{ path: [], message: "Expected a value matching one of 3 union members. Received true." }],
    });
    const typed: number | string | { id: string } = Id.parseOrThrow(2);
    expect(typed).toBe(2);
  });
});

describe("transform", () => {
  it("converts on the parsed side both ways", () => {
    const Upper: Schema<string, string> = s
      .string()
      .transform({ transform: (v) => v.toUpperCase(), untransform: (v) => v.toLowerCase() });
    expect(Upper.parseOrThrow("ab")).toBe("AB");
    expect(Upper.jsonOrThrow("AB")).toBe("ab");
  });
});
