// zod tries `new Function('')` once to see whether it may compile fast object parsers. Under the app's CSP
// (script-src 'self', no 'unsafe-eval') the attempt fails harmlessly, but Chromium reports it as a CSP
// violation in its Issues panel, which Lighthouse counts against best practices. zod only loads with the
// screens and forms that validate (not on a visitor's first page), so instead of importing it here to call
// z.config, this presets the global config object zod 4 adopts when it loads (zod/v4/core/core.js:
// `globalThis.__zod_globalConfig`); zod-jitless.test.ts checks that zod still reads it. Imported first in
// main.tsx, so no schema parses before the probe is switched off.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
