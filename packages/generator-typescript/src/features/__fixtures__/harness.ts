import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { IntermediateRepresentation } from '@bracken/ir';
import { createContext } from '../../context';
import { generateTypeScriptSdk, withEveryModuleChecked } from '../../index';
import type { ExtensionContext } from '../protocol-kit/context';
import type { ExtensionFile } from '../protocol-kit/file';

/** Repository root (where `node_modules` and `tmp/` live). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..', '..');

/** Reads one of the IR fixtures (made by the importers from the examples). */
export function loadIr(name: string): IntermediateRepresentation {
  const ir = JSON.parse(readFileSync(join(__dirname, `${name}.ir.json`), 'utf8')) as IntermediateRepresentation;
  // The protobuf importer carries the .proto files in the IR; the fixture keeps them beside it.
  const protos = join(__dirname, `${name}.protos.json`);
  if (existsSync(protos)) {
    const files = JSON.parse(readFileSync(protos, 'utf8')) as Array<{ path: string; contents: string }>;
    ir.protoFiles = files.map((f) => ({ kind: 'protoFile', path: f.path, contents: f.contents }));
  }
  return ir;
}

/** The extension context the main generator would pass: its type names and serde choice. */
export function contextFor(ir: IntermediateRepresentation, namespaceExport: string, serde = true): ExtensionContext {
  const main = createContext(ir, { packageName: 'ext-test', packageVersion: '0.0.0', namespaceExport, noSerdeLayer: !serde });
  return { namespaceExport, typeImportPath: '../api', typeName: (id) => main.typeNames.get(id)!, serde };
}

/**
 * Writes the main generator's SDK for `ir` plus the extension files under
 * `<repo>/tmp/ext/<kind>/`, and a strict tsconfig that checks the extension files (and what
 * they import) without Node's types (declarations are emitted too, to catch
 * private names in public signatures). Returns the folder.
 */
export async function writeExtensionSdk(kind: string, ir: IntermediateRepresentation, namespaceExport: string, files: ExtensionFile[], serde = true): Promise<string> {
  const dir = join(REPO_ROOT, 'tmp', 'ext', kind);
  rmSync(dir, { recursive: true, force: true });
  const sdk = await generateTypeScriptSdk(ir, { packageName: `${kind}-sdk`, packageVersion: '0.0.0', namespaceExport, noSerdeLayer: !serde });
  for (const file of [...withEveryModuleChecked(sdk), ...files]) {
    const target = join(dir, ...file.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  const tsconfig = {
    compilerOptions: { target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'commonjs', moduleResolution: 'node', strict: true, noImplicitOverride: true, noUnusedLocals: true, skipLibCheck: true, declaration: true, emitDeclarationOnly: true, outDir: 'dist-ext', types: [] },
    files: files.filter((f) => f.path.endsWith('.ts')).map((f) => f.path),
  };
  writeFileSync(join(dir, 'tsconfig.ext.json'), JSON.stringify(tsconfig, null, 2));
  return dir;
}

/** Runs the repository's `tsc` on the folder's `tsconfig.ext.json`; its output, empty when clean. */
export function typeCheck(dir: string): string {
  try {
    execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.ext.json')], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}
