import type { ExecutorContext } from '@nx/devkit';
import { Writable } from 'node:stream';

/** An executor context for one project in a workspace on disk. */
export function executorContext(root: string, projectName: string, projectRoot: string): ExecutorContext {
  return {
    root,
    cwd: root,
    isVerbose: false,
    projectName,
    targetName: 'generate',
    projectsConfigurations: { version: 2, projects: { [projectName]: { root: projectRoot } } },
    nxJsonConfiguration: {},
    projectGraph: { nodes: {}, dependencies: {} },
  };
}

/** A writable stream that keeps what is written. */
export class CapturedStream extends Writable {
  text = '';

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    this.text += chunk.toString();
    callback();
  }
}
