import type { SdkFeature } from '../types';
import { protocolContext } from '../protocol-kit/context';
import { emitChannels } from './plugin';

/** WebSocket clients, one per `ws` channel of the definition, in `src/channels/`. */
export const channelsFeature: SdkFeature = {
  folder: 'channels',
  reexported: true,
  order: 'before-core',
  optionalPeers: [['ws', '^8.0.0']],
  enabled: (ctx) => ctx.ir.channels.some((c) => c.protocol === 'ws'),
  emit: (ctx) => emitChannels(ctx.ir, protocolContext(ctx)),
};
