// One row per definition of a corpus SDK run, and the text helpers of its report tables.
import type { CorpusClass, CorpusResult } from './corpus';
import type { CheckOutcome, CodeOf, GeneratedSdk, SdkGenerationFailure } from './sdk-language';

/** Classes every language shares: the definition never reached its checker. */
export type UncheckedClass = Exclude<CorpusClass, 'pass' | 'rejected-imported'> | 'generate-error' | 'generate-crash';

/** One line of a language's per-definition table. */
export interface SdkRowOf<Class extends string, Code extends string | number> {
  id: string;
  class: Class;
  ok: boolean;
  /** Whether the importer produced an IR (the pass rate's denominator). */
  imported: boolean;
  endpoints: number;
  types: number;
  generateMs?: number;
  sourceLines?: number;
  /** Errors the checker reported in the SDK. */
  errors?: number;
  /** The most frequent error code, for grouping failures. */
  topCode?: Code;
  message?: string;
}

/** How a language names the outcome of a checked SDK. */
export interface RowRules<Outcome extends CheckOutcome, Class extends string> {
  /** Class of an SDK the checker reported errors in, or did not check. */
  checkFailed: Class;
  /** Note on an SDK the checker did not check. */
  notChecked: string;
  /** Class (and note) of an SDK the checker reported no errors in. */
  clean(outcome: Outcome, id: string): { class: Class; ok: boolean; message?: string };
}

/**
 * Joins import results, generation outcomes and check outcomes into one row per definition.
 *
 * @example
 *     classifySdkRows(run.results, run.sdks, run.checks, rules).filter((row) => !row.ok);
 */
export function classifySdkRows<Outcome extends CheckOutcome, Class extends string>(
  results: readonly CorpusResult[],
  sdks: ReadonlyMap<string, GeneratedSdk | SdkGenerationFailure>,
  checks: ReadonlyMap<string, Outcome>,
  rules: RowRules<Outcome, Class>,
): Array<SdkRowOf<Class | UncheckedClass, CodeOf<Outcome>>> {
  return results.map((result): SdkRowOf<Class | UncheckedClass, CodeOf<Outcome>> => {
    const sdk = sdks.get(result.id);
    const base = { id: result.id, endpoints: result.endpoints, types: result.types };
    if (sdk !== undefined && !('dir' in sdk))
      return {
        ...base,
        class: sdk.crash ? 'generate-crash' : 'generate-error',
        ok: false,
        imported: true,
        message: sdk.message,
      };
    if (result.class !== 'pass' && result.class !== 'rejected-imported')
      return {
        ...base,
        class: result.class,
        ok: result.class === 'rejected',
        imported: false,
        ...(result.message !== undefined ? { message: result.message } : {}),
      };
    if (sdk === undefined)
      return { ...base, class: 'generate-crash', ok: false, imported: true, message: 'no SDK was generated' };
    const timing = { generateMs: sdk.generateMs, sourceLines: sdk.sourceLines };
    const outcome = checks.get(sdk.dir);
    if (outcome === undefined)
      return { ...base, ...timing, class: rules.checkFailed, ok: false, imported: true, message: rules.notChecked };
    if (outcome.errors > 0)
      return {
        ...base,
        ...timing,
        class: rules.checkFailed,
        ok: false,
        imported: true,
        errors: outcome.errors,
        ...(outcome.codes[0] !== undefined ? { topCode: outcome.codes[0].code } : {}),
        message: outcome.diagnostics[0] ?? '',
      };
    return { ...base, ...timing, imported: true, errors: 0, ...rules.clean(outcome, result.id) };
  });
}

/**
 * Text for a Markdown table cell: pipes escaped, one line, backticks as quotes.
 *
 * @example
 *     tableCell("a|b"); // "a\\|b"
 */
export function tableCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ').replace(/`/g, "'");
}

/**
 * Milliseconds as seconds with one decimal, or a dash when unknown.
 *
 * @example
 *     secondsText(1234); // "1.2"
 */
export function secondsText(ms: number | undefined): string {
  return ms === undefined ? '–' : (ms / 1000).toFixed(1);
}

/**
 * A share as a percentage with one decimal, or a dash when there is nothing to divide by.
 *
 * @example
 *     percentText(1, 4); // "25.0 %"
 */
export function percentText(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
}
