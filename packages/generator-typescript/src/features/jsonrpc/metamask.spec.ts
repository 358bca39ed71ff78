import { contextFor, loadIr, typeCheck, writeExtensionSdk } from '../__fixtures__/harness';
import { emitJsonRpc } from './plugin';

// The MetaMask API (55 methods, deep schemas): the emitted client must still compile strictly.
describe('emitJsonRpc on the MetaMask API', () => {
  it('emits a client for every method that passes strict tsc', async () => {
    const ir = loadIr('openrpc-metamask');
    const files = emitJsonRpc(ir, contextFor(ir, 'MetaMask'));
    const client = files.find((f) => f.path.endsWith('-client.ts'))!;
    expect(client.contents.match(/^ {4}async \w+\(/gm)).toHaveLength(55);
    const dir = await writeExtensionSdk('jsonrpc-metamask', ir, 'MetaMask', files);
    expect(typeCheck(dir)).toBe('');
  }, 60_000);
});
