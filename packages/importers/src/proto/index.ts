export { collectProtoSources, parseProto } from './parse-proto';
export type { ProtoSourceFile } from './parse-proto';
export { registerProtoImporter } from './register';
