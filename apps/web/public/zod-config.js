// Runs before the app's modules (a classic script in <head>; module scripts are deferred). zod decides when it
// creates a schema whether to compile it with `new Function`, probing for it first; the Content-Security-Policy
// forbids eval (docs/security.md), so the probe would be reported as a violation. zod keeps its settings on
// globalThis.__zod_globalConfig: `jitless` set there before zod loads turns the probe off.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
