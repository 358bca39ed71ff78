import { readLoopFigures, summarizeRuns, type BlockPair } from './rps';

/** A pair of blocks of 250 requests at the given rates (requests per second) and CPU per request (µs). */
function pair(fetchRate: number, brackenRate: number, fetchCpu = 200, brackenCpu = 240): BlockPair {
  const block = (rate: number, cpu: number) => ({ requests: 250, ms: (250 / rate) * 1000, cpuUs: cpu * 250 });
  return { fetch: block(fetchRate, fetchCpu), bracken: block(brackenRate, brackenCpu) };
}

describe('the request-rate summary', () => {
  it('takes the ratio pair by pair, so load that changes between blocks does not decide it', () => {
    // The machine slows to a third halfway through each run; each pair still shows 0.9×.
    const runs = [
      [pair(3000, 2700), pair(3000, 2700), pair(1000, 900), pair(1000, 900), pair(1000, 900)],
      [pair(1000, 900), pair(3000, 2700), pair(3000, 2700), pair(3000, 2700), pair(1000, 900)],
    ];
    const [fetchRow, brackenRow] = summarizeRuns(runs);
    expect(brackenRow!.medianPairedRatio).toBeCloseTo(0.9, 6);
    expect(brackenRow!.medianPairedCpuRatio).toBeCloseTo(1.2, 6);
    expect(brackenRow!.pairedRatios).toHaveLength(10);
    // Each run's own rate is its requests over its time, and the rows keep one per run.
    expect(fetchRow!.runs).toHaveLength(2);
    expect(fetchRow!.runs[0]).toBeCloseTo(1250 / ((2 * 250) / 3000 + (3 * 250) / 1000), 3);
    expect(fetchRow!.medianCpuPerRequestUs).toBeCloseTo(200, 6);
  });

  it('leaves the client without ratios when it ran no block', () => {
    const empty = { requests: 0, ms: 0, cpuUs: 0 };
    const [, brackenRow] = summarizeRuns([[{ fetch: pair(1000, 900).fetch, bracken: empty }]], false);
    expect(brackenRow!.medianPairedRatio).toBeUndefined();
    expect(brackenRow!.runs).toEqual([]);
  });

  it('reads a block line and refuses anything else', () => {
    expect(readLoopFigures('{"requests":250,"ms":100,"cpuUs":50000}')).toEqual({
      requests: 250,
      ms: 100,
      cpuUs: 50000,
    });
    expect(readLoopFigures('ready')).toBeUndefined();
    expect(readLoopFigures('{"requests":0,"ms":100,"cpuUs":1}')).toBeUndefined();
  });
});
