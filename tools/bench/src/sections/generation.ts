import * as path from 'node:path';
import type { BenchSpec } from '../inputs';
import { outputTail, runMeasured } from '../measure';
import type { GenerationRow, RunFigure } from '../results';
import { median } from '../stats';
import { parseBrackenPhases } from '../tools/bracken';
import type { GeneratorTool, PreparedTool } from '../tools/types';
import { measureTree, resetDir } from '../work-dir';

/** A tool ready to run, with its static description. */
export interface ReadyTool {
  tool: GeneratorTool;
  prepared: PreparedTool;
}

/** Where one tool's output for one definition goes. */
export function outputDir(workDir: string, spec: BenchSpec['id'], tool: GeneratorTool['id']): string {
  return path.join(workDir, spec, tool);
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** Summarises the runs of one tool on one definition (medians over the successful runs). */
export function summariseRuns(runs: readonly RunFigure[]): { medianMs?: number; medianPeakRssBytes?: number } {
  const good = runs.filter((run) => run.ok);
  const medianMs = median(good.map((run) => run.wallMs));
  const medianPeakRssBytes = median(good.flatMap((run) => (run.peakRssBytes === undefined ? [] : [run.peakRssBytes])));
  return {
    ...(medianMs === undefined ? {} : { medianMs }),
    ...(medianPeakRssBytes === undefined ? {} : { medianPeakRssBytes }),
  };
}

/**
 * Generates from every definition with every tool, `runs` times each, one process per run.
 * Tools take turns within each round so that a machine that slows down over time affects
 * them alike. A failed or timed-out run is recorded, never thrown. `onProgress` gets the rows
 * so far after each definition, so a long run can be checkpointed.
 */
export async function measureGeneration(
  specs: readonly BenchSpec[],
  tools: readonly ReadyTool[],
  workDir: string,
  runs: number,
  timeoutMs: number,
  onProgress?: (rows: readonly GenerationRow[]) => void,
): Promise<GenerationRow[]> {
  const rows: GenerationRow[] = [];
  for (const spec of specs) {
    const perTool = new Map(
      tools.map(({ tool }) => [
        tool.id,
        {
          runs: [] as RunFigure[],
          phases: [] as Array<{ importMs: number; generateMs: number; writeMs: number; wallMs: number }>,
          error: undefined as string | undefined,
        },
      ]),
    );
    for (let round = 0; round < runs; round++) {
      for (const { tool, prepared } of tools) {
        const state = perTool.get(tool.id);
        if (state === undefined) continue;
        const outDir = outputDir(workDir, spec.id, tool.id);
        resetDir(outDir);
        const run = await runMeasured(prepared.command(spec.file, outDir), { timeoutMs });
        const ok = run.exitCode === 0 && !run.timedOut;
        state.runs.push({
          wallMs: run.wallMs,
          ...(run.peakRssBytes === undefined ? {} : { peakRssBytes: run.peakRssBytes }),
          ok,
          ...(run.timedOut ? { timedOut: true } : {}),
        });
        if (!ok)
          state.error = run.timedOut
            ? `timed out after ${Math.round(timeoutMs / 1000)} s`
            : `exit ${run.exitCode ?? 'signal'}: ${outputTail(run)}`;
        log(
          `  ${spec.label} · ${tool.label} · run ${round + 1}/${runs}: ${ok ? `${(run.wallMs / 1000).toFixed(2)} s, ${Math.round((run.peakRssBytes ?? 0) / 1048576)} MiB` : (state.error ?? 'failed')}`,
        );
      }
    }
    // Phase times come from a separate single-thread child, so the timed runs stay the real command.
    for (const { tool, prepared } of tools) {
      const state = perTool.get(tool.id);
      if (state === undefined || prepared.phaseCommand === undefined || !state.runs.some((run) => run.ok)) continue;
      const phaseDir = `${outputDir(workDir, spec.id, tool.id)}-phases`;
      for (let round = 0; round < runs; round++) {
        resetDir(phaseDir);
        const run = await runMeasured(prepared.phaseCommand(spec.file, phaseDir), { timeoutMs });
        const phases = run.exitCode === 0 && !run.timedOut ? parseBrackenPhases(run.stdout) : undefined;
        if (phases) state.phases.push({ ...phases, wallMs: run.wallMs });
        log(
          `  ${spec.label} · ${tool.label} phases · run ${round + 1}/${runs}: ${phases ? `import ${Math.round(phases.importMs)} ms, generate ${Math.round(phases.generateMs)} ms, write ${Math.round(phases.writeMs)} ms` : `failed: ${outputTail(run)}`}`,
        );
      }
      resetDir(phaseDir);
    }
    for (const { tool } of tools) {
      const state = perTool.get(tool.id);
      if (state === undefined) continue;
      const summary = summariseRuns(state.runs);
      const anyOk = state.runs.some((run) => run.ok);
      const tree = anyOk ? measureTree(outputDir(workDir, spec.id, tool.id)) : undefined;
      const row: GenerationRow = { spec: spec.id, tool: tool.id, runs: state.runs, ...summary };
      if (tree) Object.assign(row, { files: tree.files, outputBytes: tree.bytes });
      if (state.phases.length > 0) {
        row.phases = {};
        const importMs = median(state.phases.map((p) => p.importMs));
        const generateMs = median(state.phases.map((p) => p.generateMs));
        const writeMs = median(state.phases.map((p) => p.writeMs));
        const singleThreadMs = median(state.phases.map((p) => p.wallMs));
        if (importMs !== undefined) row.phases.importMs = importMs;
        if (singleThreadMs !== undefined) row.phases.singleThreadMs = singleThreadMs;
        if (generateMs !== undefined) row.phases.generateMs = generateMs;
        if (writeMs !== undefined) row.phases.writeMs = writeMs;
      }
      if (!anyOk && state.error !== undefined) row.error = state.error;
      rows.push(row);
    }
    onProgress?.(rows);
  }
  return rows;
}
