/**
 * Entry of the command-line runtimes (Node, Bun, Deno): `<runtime> cli.js <baseUrl>` prints one
 * JSON line per check. Compiled twice from this one source, as an ES module and as CommonJS.
 */
import { runScenario } from './scenario.js';

/** Where each runtime keeps its command-line arguments. */
interface ArgumentHost {
  Deno?: { args: string[] };
  process?: { argv: string[]; exitCode?: number };
}

const host = globalThis as ArgumentHost;
const baseUrl = host.Deno?.args[0] ?? host.process?.argv[2];
if (baseUrl === undefined) throw new Error("Missing argument: the probe server's base URL");
runScenario(baseUrl, (line) => console.log(JSON.stringify(line))).catch((error: unknown) => {
  console.error(error);
  if (host.process !== undefined) host.process.exitCode = 1;
});
