/**
 * Runs in the browser before the site's modules. zod 4 probes `new Function('')` when it builds a
 * schema, to decide whether it may compile parsers; under the Content Security Policy (no
 * 'unsafe-eval') the probe is refused and reported as a violation even though zod catches it.
 * `jitless` skips the probe. zod reads its global configuration from globalThis.__zod_globalConfig,
 * so setting it here costs no import (zod stays out of pages that do not use it).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true })
