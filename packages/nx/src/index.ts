export * from './plugins/plugin';
export { BrackenNxError, GeneratorOptionsError } from './errors';
export { BRACKEN_DEFINITION_INPUT, BRACKEN_TARGET_GROUP, groupTargetName } from './lib/workspace';
export * from './executors/executors';
