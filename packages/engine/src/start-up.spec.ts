import { spawnSync } from 'node:child_process';
import { join, sep } from 'node:path';

// The built engine, as the command loads it: a child process sees only what loading it reads.
const ENGINE = join(__dirname, '..', 'dist', 'index.js');

describe('loading the engine', () => {
  it('reads no YAML library until a definition or file in YAML needs it', () => {
    const result = spawnSync(
      process.execPath,
      ['-e', `require(${JSON.stringify(ENGINE)}); process.stdout.write(JSON.stringify(Object.keys(require.cache)));`],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    const loaded = JSON.parse(result.stdout) as string[];
    expect(loaded.some((file) => file.endsWith(join('engine', 'dist', 'index.js')))).toBe(true);
    expect(loaded.filter((file) => file.includes(`${sep}node_modules${sep}yaml${sep}`))).toEqual([]);
  });
});
