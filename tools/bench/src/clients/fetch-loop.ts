/** The baseline: a bare `fetch` loop that reads each JSON body. */
import { loopArguments, serveBlocks } from './loop';

const { port, warmUp } = loopArguments(process.argv);
serveBlocks(async (index) => {
  const response = await fetch(`http://127.0.0.1:${port}/items/item-${index}`);
  if (!response.ok) throw new Error(`GET /items/item-${index} failed: ${response.status}`);
  return response.json();
}, warmUp).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
