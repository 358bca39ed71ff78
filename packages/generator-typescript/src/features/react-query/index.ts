export { reactQueryFeature } from './config';
export { emitReactQueryHooks } from './plugin';
export { hasHooks, planHookServices, returnsPage, RESERVED_HOOK_MEMBERS } from './endpoint-plan';
export type { HookEndpoint, HookService, VariablesShape } from './endpoint-plan';
