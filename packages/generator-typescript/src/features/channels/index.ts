export { channelsFeature } from './config';
export { emitChannels } from './plugin';
