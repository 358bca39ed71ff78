/**
 * The first lines of the module of schemas. A user's strict check skips the module's bodies
 * (about half of what checking the SDK costs) and reads only the declared type of each
 * schema; the generator's own tests check the bodies against the interfaces, with the
 * pragma taken out by {@link withEveryModuleChecked}.
 */
export const SCHEMA_MODULE_PREAMBLE =
  "// @ts-nocheck\n// Checked against the interfaces of `api/types.ts` by the generator's own tests.\n";

/**
 * The first lines of a service client, of the client context and of the webhooks module. A
 * user's strict check skips their method bodies and reads only the declared signatures, each
 * with its parameter and return types stated; the generator's own tests check the whole
 * module, with the pragma taken out by {@link withEveryModuleChecked}.
 */
export const SERVICE_CLIENT_PREAMBLE =
  "// @ts-nocheck\n// Checked by the generator's own tests; a user's check reads the declared signatures.\n";

/**
 * The first lines of each file of the runtime core (`src/core/**`). It is the same in every SDK
 * and is checked strictly where it is written; a user's check reads its declared types only.
 */
export const RUNTIME_CORE_PREAMBLE =
  "// @ts-nocheck\n// Checked by the runtime's own tests; a user's check reads the declared types.\n";

const PREAMBLES = [SCHEMA_MODULE_PREAMBLE, SERVICE_CLIENT_PREAMBLE, RUNTIME_CORE_PREAMBLE];

/**
 * The runtime core's files, each begun with {@link RUNTIME_CORE_PREAMBLE} unless the SDK is
 * configured with `tsNocheck: false`.
 */
export function withRuntimeCorePreamble<F extends { path: string; contents: string | Uint8Array }>(
  files: readonly F[],
  tsNocheck: boolean | undefined,
): F[] {
  if (tsNocheck === false) return [...files];
  return files.map((file) =>
    typeof file.contents === 'string' && file.path.endsWith('.ts')
      ? { ...file, contents: RUNTIME_CORE_PREAMBLE + file.contents }
      : file,
  );
}

/**
 * The same files with every module checked by `tsc` like any other (the module of schemas,
 * the service clients and the runtime core included): what the generator's tests and the corpus type-check,
 * so that every schema is held to its interface and every method body to its signature.
 *
 * @example
 *     writeSdk(dir, withEveryModuleChecked(await generateTypeScriptSdk(ir, options)));
 */
export function withEveryModuleChecked<F extends { path: string; contents: string | Uint8Array }>(
  files: readonly F[],
): F[] {
  return files.map((file) => {
    if (typeof file.contents !== 'string' || !file.path.endsWith('.ts')) return file;
    const contents = file.contents;
    const preamble = PREAMBLES.find((text) => contents.startsWith(text));
    return preamble === undefined ? file : { ...file, contents: contents.slice(preamble.length) };
  });
}
