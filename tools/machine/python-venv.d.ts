/** Packages the Python tests need: the SDK runtime's dependencies, its test and check tools, and the build backend. */
export declare const PYTHON_TOOLS: readonly string[];

/** Paths of the tests' Python virtual environment. */
export interface PythonVenv {
  /** Its folder: `BRACKEN_PYTHON_VENV`, else `<repo>/tmp/python-venv`. */
  dir: string;
  /** Its interpreter. */
  python: string;
  /** One of its programs (`pip`, `pytest`, `mypy`, …). */
  bin(name: string): string;
  /** The package index it was filled from (`undefined`: pip's default). */
  index: string | undefined;
}

/** Makes sure the environment exists and holds {@link PYTHON_TOOLS} (once; a stamp says so), and returns its paths. */
export declare function pythonVenv(options?: { log?: (line: string) => void }): PythonVenv;
/** Folder of the environment, whether or not it exists yet. */
export declare function pythonVenvDir(): string;
/** Where pip finds packages: `PIP_INDEX_URL`, else the machine's offline index, else pip's default (undefined). */
export declare function pythonPackageIndex(): string | undefined;
/** A program of an environment (`python`, `pip`, …). */
export declare function venvBin(name: string, dir?: string): string;
