// A classic script, so it runs before the app's modules build any schema: zod then never probes for eval,
// which the Content-Security-Policy forbids (the refused probe would be reported as a violation).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
