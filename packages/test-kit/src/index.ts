export { createTempFolder } from './temp-folder';
export type { TempFolder } from './temp-folder';
export { freePort } from './free-port';
export { startVerdaccio } from './verdaccio';
export type { LocalRegistry, VerdaccioOptions } from './verdaccio';
export { replaceFileTree } from './file-tree';
export type { TreeFile } from './file-tree';
export { listenOnLoopback } from './loopback';
export type { LoopbackListener } from './loopback';
