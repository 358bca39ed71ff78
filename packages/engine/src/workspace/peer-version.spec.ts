import { memoryTree } from './__fixtures__/memory-tree';
import { peerAtHostVersion } from './peer-version';

describe('peerAtHostVersion', () => {
  it('pins the peer to the version declared for its host, in dependencies or devDependencies', () => {
    const dev = memoryTree({ 'package.json': JSON.stringify({ devDependencies: { nx: '21.0.0' } }) });
    expect(peerAtHostVersion(dev, '@nx/devkit', 'nx')).toEqual({ '@nx/devkit': '21.0.0' });
    const prod = memoryTree({ 'package.json': JSON.stringify({ dependencies: { nx: '~23.2.1' } }) });
    expect(peerAtHostVersion(prod, '@nx/devkit', 'nx')).toEqual({ '@nx/devkit': '~23.2.1' });
  });

  it('adds nothing when the peer is declared already, or the host is not', () => {
    const both = { devDependencies: { nx: '23.2.1' }, dependencies: { '@nx/devkit': '23.0.0' } };
    expect(peerAtHostVersion(memoryTree({ 'package.json': JSON.stringify(both) }), '@nx/devkit', 'nx')).toEqual({});
    expect(peerAtHostVersion(memoryTree({ 'package.json': '{}' }), '@nx/devkit', 'nx')).toEqual({});
    expect(peerAtHostVersion(memoryTree({}), '@nx/devkit', 'nx')).toEqual({});
  });
});
