import { expect, test as base } from '@playwright/test'

/**
 * Every browser test runs with the site's real Content Security Policy and fails on any violation:
 * each page of the test's context reports `securitypolicyviolation` events (a script, frame, image,
 * style or connection the policy refused) and Chromium's console CSP errors, and the test ends with
 * an assertion that there were none. Specs import `test` and `expect` from here, not from
 * @playwright/test.
 */
const VIOLATION_BINDING = '__wbCspViolation'

export type CspViolation = { page: string; directive: string; blocked: string; sample: string }

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = []
      await context.exposeBinding(VIOLATION_BINDING, ({ page }, violation: Omit<CspViolation, 'page'>) => {
        violations.push({ page: page.url(), ...violation })
      })
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (value: unknown) => void>)[binding]
          report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample })
        })
      }, VIOLATION_BINDING)
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: '', sample: message.text().slice(0, 300) })
        }
      })
      await use(violations)
      expect(violations, 'Content Security Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
