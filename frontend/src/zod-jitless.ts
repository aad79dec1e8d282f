// Imported first by main.tsx, so it runs before any module that builds a zod schema: zod then never probes for
// eval, which the Content-Security-Policy forbids (the refused probe would be reported as a violation). zod itself
// loads only with the screens that validate something, after this has run.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
