export {
  createDependencies,
  createNodes,
  createNodesV2,
  BRACKEN_PACKAGES,
  GENERATORS_YML_GLOB,
} from './plugins/plugin';
export type { BrackenPluginOptions } from './plugins/plugin';
export { BrackenNxError, GeneratorOptionsError } from './errors';
export { BRACKEN_DEFINITION_INPUT, BRACKEN_TARGET_GROUP, groupTargetName } from './lib/targets';
export * from './executors/executors';
