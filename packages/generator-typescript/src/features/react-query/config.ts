import type { SdkFeature } from '../types';
import { emitReactQueryHooks } from './plugin';

/** React Query hooks shaped like the client, in `src/react-query/`, with `generateReactQueryHooks`. */
export const reactQueryFeature: SdkFeature = {
  folder: 'react-query',
  reexported: false,
  order: 'after-core',
  optionalPeers: [
    ['@tanstack/react-query', '^5.0.0'],
    ['react', '>=18'],
  ],
  enabled: (ctx) => ctx.options.generateReactQueryHooks ?? false,
  emit: emitReactQueryHooks,
};
