import { spawnSync } from 'node:child_process';
import { join, sep } from 'node:path';

// The built engine, as the command loads it: a child process sees only what loading it reads.
const ENGINE = join(__dirname, '..', 'dist', 'index.js');

/** The files that loading the built engine reads. */
function filesLoadedByEngine(): string[] {
  const result = spawnSync(
    process.execPath,
    ['-e', `require(${JSON.stringify(ENGINE)}); process.stdout.write(JSON.stringify(Object.keys(require.cache)));`],
    { encoding: 'utf8' },
  );
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as string[];
}

describe('loading the engine', () => {
  it('reads no YAML library until a definition or file in YAML needs it', () => {
    const loaded = filesLoadedByEngine();
    expect(loaded.some((file) => file.endsWith(join('engine', 'dist', 'index.js')))).toBe(true);
    expect(loaded.filter((file) => file.includes(`${sep}node_modules${sep}yaml${sep}`))).toEqual([]);
  });

  it('reads no TOML library until a package is published to PyPI', () => {
    const loaded = filesLoadedByEngine();
    expect(loaded.some((file) => file.endsWith(join('publish', 'dist', 'pypi.js')))).toBe(true);
    expect(loaded.filter((file) => file.includes(`${sep}node_modules${sep}smol-toml${sep}`))).toEqual([]);
  });
});
