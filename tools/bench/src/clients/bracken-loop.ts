/** The generated client's loop: `client.items.getItem` from the one-endpoint SDK. */
import { BenchClient } from 'bench-generated-sdk';
import { loopArguments, serveBlocks } from './loop';

const { port, warmUp } = loopArguments(process.argv);
const client = new BenchClient({ baseUrl: `http://127.0.0.1:${port}`, maxRetries: 0 });
serveBlocks((index) => client.items.getItem({ itemId: `item-${index}` }), warmUp).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
