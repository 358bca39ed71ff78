import { runMeasured } from './measure';

describe('runMeasured', () => {
  it('reports wall time, exit code, output and the peak memory of a real child process', async () => {
    const script = 'const b = Buffer.alloc(96 * 1024 * 1024, 1); console.log(b.length); process.exit(3);';
    const run = await runMeasured({ command: process.execPath, args: ['-e', script] });
    expect(run.exitCode).toBe(3);
    expect(run.timedOut).toBe(false);
    expect(run.stdout.trim()).toBe(String(96 * 1024 * 1024));
    expect(run.wallMs).toBeGreaterThan(0);
    expect(run.peakRssBytes).toBeGreaterThan(96 * 1024 * 1024);
  });

  it('stops a child at its time limit and says so', async () => {
    const run = await runMeasured(
      { command: process.execPath, args: ['-e', 'setTimeout(() => {}, 60000)'] },
      { timeoutMs: 300 },
    );
    // The child would wait 60 s; the test's own 30 s limit fails the test if the stop did not happen.
    expect(run.timedOut).toBe(true);
    expect(run.peakRssBytes).toBeUndefined();
  });
});
