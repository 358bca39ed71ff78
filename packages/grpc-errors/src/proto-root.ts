import { statSync } from 'node:fs';
import * as path from 'node:path';
import { Root, type Type } from 'protobufjs';
import { GrpcErrorsError } from './errors';

/**
 * Folder of the `.proto` files shipped with this package: `google/rpc/*.proto` (Apache-2.0,
 * see `google/LICENSE`) and `errors/v1/error_details.proto`. Pass it as an include folder to
 * `protoc` or `@grpc/proto-loader` to import them.
 */
export const PROTO_DIR: string = path.join(__dirname, '..', 'proto');

/** The shipped `.proto` files, relative to {@link PROTO_DIR}. */
export const BUNDLED_PROTO_FILES: readonly string[] = [
  'google/rpc/code.proto',
  'google/rpc/status.proto',
  'google/rpc/error_details.proto',
  'errors/v1/error_details.proto',
];

let bundledRoot: Root | undefined;

/**
 * Load `.proto` files into a new protobufjs root. Imports resolve against `includeDirs`,
 * then {@link PROTO_DIR}; `google/protobuf/*` comes with protobufjs. Throws
 * {@link GrpcErrorsError} when a file is missing or does not parse.
 *
 * @example
 * ```ts
 * const root = loadProtoFiles(['acme/v1/errors.proto'], ['./proto']);
 * const OutOfStock = root.lookupType('acme.v1.OutOfStock');
 * ```
 */
export function loadProtoFiles(files: readonly string[], includeDirs: readonly string[] = []): Root {
  const root = new Root();
  const searchDirs = [...includeDirs, PROTO_DIR];
  root.resolvePath = (origin, target) => {
    if (path.isAbsolute(target)) return target;
    for (const dir of searchDirs) {
      const candidate = path.join(dir, target);
      if (fileExists(candidate)) return candidate;
    }
    // Let protobufjs report the missing file with its own name.
    return origin ? path.join(path.dirname(origin), target) : target;
  };
  try {
    root.loadSync([...files], { keepCase: false });
    root.resolveAll();
  } catch (cause) {
    throw new GrpcErrorsError(`load proto files failed: ${files.join(', ')}`, { cause });
  }
  return root;
}

function fileExists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The protobufjs root that holds every shipped message, loaded on first use. */
export function getBundledRoot(): Root {
  bundledRoot ??= loadProtoFiles(BUNDLED_PROTO_FILES);
  return bundledRoot;
}

/** A message type of the shipped protos, by full name. */
export function bundledType(fullName: string): Type {
  return getBundledRoot().lookupType(fullName);
}
