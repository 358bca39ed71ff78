export {
  createDependencies,
  createNodes,
  createNodesV2,
  BRACKEN_PACKAGES,
  GENERATORS_YML_GLOB,
} from './plugins/plugin';
export type { BrackenPluginOptions } from './plugins/plugin';
export { BrackenNxError, GeneratorOptionsError } from './errors';
export { BRACKEN_DEFINITION_INPUT, BRACKEN_TARGET_GROUP, groupTargetName } from './lib/create-targets';
export { default as generateExecutor } from './executors/generate/executor';
export type { GenerateExecutorSchema } from './executors/generate/schema';
export { default as checkExecutor } from './executors/check/executor';
export type { CheckExecutorSchema } from './executors/check/schema';
export { default as publishExecutor } from './executors/publish/executor';
export type { PublishExecutorSchema } from './executors/publish/schema';
