/** Unit specs sit beside the code; integration specs talk to the real PostgreSQL and Redis. */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.integration-spec.ts'],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^@rallypoint/shared$': '<rootDir>/../libs/shared/src/index.ts' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Generous: CI runs these beside the other projects' tests on two cores, where starting an app can take long.
  testTimeout: 60000,
  // Two files at a time, one per core: each file owns its database (a clone of the template), its queue prefix, its
  // SMTP capture and its ports (test-app.ts), so files running side by side never see each other's rows, jobs or
  // mail. Much of a file is spent waiting (worker start, sweeps, SMTP), which the other file fills.
  maxWorkers: 2,
  // A worker is replaced once it holds more than this after a file: run in band, the one process grew past 4 GB by the
  // end and its collections slowed the last files' bursts into pool timeouts.
  workerIdleMemoryLimit: '1GB',
};
