/**
 * Runs before any of the site's modules: zod 4 probes `new Function('')` to decide whether it may
 * compile parsers, and under the Content Security Policy (no 'unsafe-eval') that probe is refused
 * and reported as a violation even though zod catches it. `jitless` skips the probe; zod keeps its
 * global configuration on globalThis.__zod_globalConfig, read when a schema is built.
 */
const script = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

export function BrowserConfigScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}
