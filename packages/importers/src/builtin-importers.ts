import { registerAsyncApiImporter } from './asyncapi';
import { registerConjureImporter } from './conjure';
import { registerOpenRpcImporter } from './openrpc';
import { registerProtoImporter } from './proto';

/**
 * Registers the AsyncAPI, protobuf, OpenRPC and Conjure importers with
 * {@link registerImporter}, so {@link importApi} reads every kind of `api.specs` entry. Each
 * importer loads its parser only when a definition of its kind is imported. Calling it again
 * restores the built-in importers after a custom registration.
 *
 * @example registerBuiltInImporters();
 */
export function registerBuiltInImporters(): void {
  registerAsyncApiImporter();
  registerProtoImporter();
  registerOpenRpcImporter();
  registerConjureImporter();
}
