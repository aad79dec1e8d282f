/* eslint-disable @typescript-eslint/no-require-imports */
/* global require, __dirname */
// `node -r ./test/support/swc-register.js src/worker.ts`: runs the backend's TypeScript in a child process the way jest
// runs it in the test process (the same @swc/jest transform and module mapping from jest.config.js), no build needed.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { createTransformer } = require('@swc/jest');

const rootDir = join(__dirname, '..', '..');
const config = require(join(rootDir, 'jest.config.js'));
const [, swcOptions] = Object.values(config.transform)[0];
const transformer = createTransformer(swcOptions);
const mapped = Object.entries(config.moduleNameMapper).map(([pattern, target]) => [
  new RegExp(pattern),
  target.replace('<rootDir>', rootDir),
]);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const target = mapped.find(([pattern]) => pattern.test(request));
  return resolveFilename.call(this, target ? target[1] : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformer.process(readFileSync(filename, 'utf8'), filename, { supportsStaticESM: false });
  module._compile(code, filename);
};
