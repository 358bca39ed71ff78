// The Python section of docs/corpus-sdk.md, shared by both corpus runners so each keeps the other's figures.

/** Heading of the Python section of `docs/corpus-sdk.md`. */
export const PYTHON_SECTION_HEADING = '# Python SDKs under `mypy --strict`';

/**
 * Puts the Python section at the end of the report, replacing the one there. The TypeScript
 * runner calls it with the section it found, so either runner keeps the other's figures.
 *
 * @example
 *     replacePythonSection("# Corpus\n…", "# Python SDKs…\n"); // "# Corpus\n…\n\n# Python SDKs…\n"
 */
export function replacePythonSection(doc: string, section: string | undefined): string {
  const at = doc.indexOf(`\n${PYTHON_SECTION_HEADING}\n`);
  const head = (at >= 0 ? doc.slice(0, at) : doc).replace(/\s*$/, '\n');
  return section === undefined || section.trim() === '' ? head : `${head}\n${section.replace(/\s*$/, '\n')}`;
}

/**
 * The Python section of a report, if it has one.
 *
 * @example
 *     pythonSectionOf(readFileSync("docs/corpus-sdk.md", "utf8"));
 */
export function pythonSectionOf(doc: string): string | undefined {
  const at = doc.indexOf(`\n${PYTHON_SECTION_HEADING}\n`);
  return at >= 0 ? doc.slice(at + 1) : undefined;
}
