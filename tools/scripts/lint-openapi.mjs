#!/usr/bin/env node
// Lints an OpenAPI document with redocly's recommended rules: `node tools/scripts/lint-openapi.mjs <file.json>`.
// Prints the errors (one per line) and the warnings' count by rule; exits 1 when there is any error.
import { readFile } from 'node:fs/promises';
import { createConfig, lintDocument, makeDocumentFromString } from '@redocly/openapi-core';

const file = process.argv[2];
if (!file) throw new Error('usage: lint-openapi.mjs <openapi.json>');
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintDocument({
  document: makeDocumentFromString(await readFile(file, 'utf8'), file),
  config: config.styleguide ?? config,
});
const errors = problems.filter((problem) => problem.severity === 'error');
for (const problem of errors) console.log(`${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
const warnings = new Map();
for (const { ruleId, severity } of problems) if (severity !== 'error') warnings.set(ruleId, (warnings.get(ruleId) ?? 0) + 1);
for (const [rule, count] of warnings) console.log(`warning ${rule}: ${count}`);
console.log(`${errors.length} errors, ${problems.length - errors.length} warnings`);
process.exit(errors.length > 0 ? 1 : 0);
