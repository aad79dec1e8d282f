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
  // cookie 2 and content-disposition 3 (under @fastify/cookie and @fastify/static) are published as ES modules only.
  // Node loads them (require(esm), import()); jest's module loader does neither without experimental flags, so swc
  // turns them, and @fastify/cookie's import() of cookie, into CommonJS like our own sources.
  transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition|cookie|@fastify/cookie)/).*/node_modules/'],
  moduleNameMapper: { '^@rallypoint/shared$': '<rootDir>/../libs/shared/src/index.ts' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
};
