import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";

/** Type-checks `body` in a module that imports the schemas; returns each error as `line: message`, with `body`'s lines counted from 0. */
function typeErrors(body: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "object-types-"));
  try {
    const file = join(dir, "check.ts");
    const schemas = JSON.stringify(join(__dirname, "index").replace(/\\/g, "/"));
    writeFileSync(file, `import * as s from ${schemas};\nimport type { Schema } from ${schemas};\n${body}\n`);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    return ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === file)
      .map(
        (d) =>
          `${d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line - 2}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`,
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const declarations = `
interface Pet { id: string; name?: string; tags: string[]; owner?: Owner | null }
interface Owner { email: string }
const Owner: Schema<unknown, Owner> = s.objectOf<Owner>(() => ({ email: s.string() }));
`;

describe("objectOf types", () => {
  it("accepts schemas that produce the declared type", () => {
    const errors = typeErrors(`${declarations}
export const Pet: Schema<unknown, Pet> = s.objectOf<Pet>(() => ({
  id: s.property("pet_id", s.string()),
  name: s.string().optional(),
  tags: s.list(s.string()),
  owner: Owner.nullable().optional(),
}));`);
    expect(errors).toEqual([]);
  });

  it("rejects a property schema of the wrong type", () => {
    const errors = typeErrors(`${declarations}
export const Pet: Schema<unknown, Pet> = s.objectOf<Pet>(() => ({
  id: s.number(),
  tags: s.list(s.string()),
}));`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^6: Type .*number.* is not assignable to type/);
  });

  it("rejects an optional schema for a required property", () => {
    const errors = typeErrors(`${declarations}
export const Pet: Schema<unknown, Pet> = s.objectOf<Pet>(() => ({
  id: s.string(),
  tags: s.list(s.string()).optional(),
}));`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^7: Type .*undefined.* is not assignable to type/);
  });

  it("rejects a missing required property", () => {
    expect(
      typeErrors(`${declarations}
export const Pet: Schema<unknown, Pet> = s.objectOf<Pet>(() => ({ id: s.string() }));`),
    ).toEqual([expect.stringMatching(/^5: Property 'tags' is missing/)]);
  });
});
