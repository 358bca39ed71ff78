/**
 * One Jest run for the whole repository. Specs sit next to the code they test.
 * Workspace packages resolve to their sources, so tests never need a build first.
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@bracken/([a-z-]+)$': '<rootDir>/packages/$1/src/index.ts',
  },
  testMatch: ['<rootDir>/{packages,tools,examples,e2e}/*/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/\\.cache/'],
  watchPathIgnorePatterns: ['/dist/', '/tmp/'],
  // Generated SDKs under tmp/ hold package.json files that would clash in the module map.
  modulePathIgnorePatterns: ['<rootDir>/tmp/', '<rootDir>/examples/[^/]+/sdk/'],
  testTimeout: 30000,
  // Two worker processes on the two-core machines CI runs on, rather than every spec in the
  // runner's own process: specs share less process state, and the suite takes half the time.
  maxWorkers: 2,
};
