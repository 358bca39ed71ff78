/** One file the extension emitters add to the SDK, relative to the SDK root. */
export interface ExtensionFile {
  /** For example `src/jsonrpc/petstore-client.ts`. */
  path: string;
  contents: string;
}

import { posix } from 'node:path';
import { codeParts, codeText, escapeString, joinCode, type Code, type CodePart } from '../../printer/escape';
import {
  AS_PRINTED_LAYOUT,
  exportDeclaration,
  FileBuilder,
  importSymbol,
  type GeneratedFile,
  type ImportSymbol,
} from '../../printer/printer';
import type { ProtocolEnvironment, ResolvedExtensionContext } from './context';

/** The banner at the top of every emitted file. */
export const GENERATED_BANNER = codeText`// This file was generated from the API definition. Do not edit it by hand.\n`;

/** A file of a protocol client at `path`: the banner, then its imports and its body as printed. */
export function protocolFile(path: string): FileBuilder {
  const file = new FileBuilder(path, AS_PRINTED_LAYOUT);
  file.setPreamble(GENERATED_BANNER);
  return file;
}

/** `import type * as <Ns>` of the SDK's types module, for a file at `path`. */
export function typesNamespace(ctx: ResolvedExtensionContext, path: string): ImportSymbol {
  return importSymbol(ctx.ns, posix.join(posix.dirname(path), ctx.typeImportPath), { star: true, typeOnly: true });
}

/** `src/<folder>/index.ts`, re-exporting each of `files` (all of that folder) in the order given. */
export function folderIndexFile(folder: string, files: readonly ExtensionFile[]): GeneratedFile {
  const prefix = `src/${folder}/`;
  const index = protocolFile(`${prefix}index.ts`);
  index.append(
    codeText`${joinCode(
      files.map(
        (f) => codeText`export * from ${escapeString(`./${f.path.slice(prefix.length).replace(/\.ts$/, '')}`)};`,
      ),
      '\n',
    )}\n`,
  );
  return index.toFile();
}

/** `export const <className>Environment = { <name>: "<url>", … } as const;`, documented by `summary`. */
export function environmentConstant(
  className: Code,
  environments: readonly ProtocolEnvironment[],
  summary: Code,
): CodePart[] {
  return codeParts`/** ${summary} */\n${exportDeclaration('const', codeText`${className}Environment`)} = {\n${joinCode(
    environments.map((e) => codeText`    ${escapeString(e.name)}: ${escapeString(e.url)},`),
    '\n',
  )}\n} as const;\n`;
}
