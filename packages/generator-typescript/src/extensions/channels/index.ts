export { emitChannels } from './emit-channels';
