/** Base class of the errors these tests raise for their own steps. */
export class RuntimeTestError extends Error {
  override name = 'RuntimeTestError';
}

/** A runtime could not be installed or started; the test of that runtime fails with this message. */
export class RuntimeUnavailableError extends RuntimeTestError {
  override name = 'RuntimeUnavailableError';
}

/** Generating or building the probe SDK, or compiling the client scenario, failed. */
export class ProbeBuildError extends RuntimeTestError {
  override name = 'ProbeBuildError';
}
