export { collectProtoSources, parseProto } from './lazy';
export type { ProtoSourceFile } from './parse-proto';
export { registerProtoImporter } from './register';
