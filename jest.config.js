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
};
