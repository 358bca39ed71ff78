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
    let prev = Array.from({ length: candidate.length + 1 }, (_, i) => i);
    for (let i = 1; i <= word.length; i++) {
      const row = [i];
      for (let j = 1; j <= candidate.length; j++) {
        const cost = word[i - 1] === candidate[j - 1] ? 0 : 1;
        row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
      }
      prev = row;
    }
    const distance = prev[candidate.length] ?? Infinity;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined;
}
