/**
 * Entry of a browser's Web Worker: no window and no document. Bundled as a user's bundler
 * would (module workers cannot use the page's import map); the page starts it with the probe
 * server's base URL in `?base=` and receives the lines in one message.
 */
import { runScenario } from './scenario.js';
import type { CheckLine } from './report.js';

/** The part of a worker's global scope used here (the DOM library types it as a window). */
interface WorkerScope {
  location: { href: string };
  postMessage(message: CheckLine[] | string): void;
}

const scope = globalThis as unknown as WorkerScope;
const baseUrl = new URL(scope.location.href).searchParams.get('base');
if (baseUrl === null) scope.postMessage('missing ?base=');
else {
  const lines: CheckLine[] = [];
  runScenario(baseUrl, (line) => lines.push(line)).then(
    () => scope.postMessage(lines),
    (error: unknown) => scope.postMessage(String(error)),
  );
}
