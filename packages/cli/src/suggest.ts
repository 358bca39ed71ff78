import { editDistance } from '@bracken/config';

/**
 * The candidate closest to `word` by edit distance, when it is close enough to be a typo.
 *
 * @example
 * ```ts
 * closestName('chek', ['check', 'init']); // 'check'
 * ```
 */
export function closestName(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined;
}
