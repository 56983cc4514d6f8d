// Browser-storage keys the site writes, in one place: the wizard, the assistant and the checkout
// share some of them, and features may not import each other.
export const storageKeys = {
  /** sessionStorage: the wizard's draft, restored only when younger than 30 s. */
  wizardDraft: 'webso:wizard-draft',
  /** localStorage: the assistant's handoff to the wizard ({...projectData, source: 'chatbot', timestamp}), read once then removed. */
  chatbotProjectData: 'chatbotProjectData',
  /** localStorage: what /checkout needs after a request was created, read once then removed. */
  checkoutData: 'checkoutData',
  /** localStorage: where the visitor dragged the assistant's toggle ({x, y} in CSS pixels). */
  chatbotPosition: 'webso:chatbot-position',
  /** localStorage: the chosen theme ('white' | 'particles' | 'fire'), read before the first paint. */
  theme: 'webso:theme',
  /** localStorage: how many page transitions the visitor has seen (every 5th shows a Greek quote). */
  transitionCount: 'webso:transition-count',
  /** sessionStorage: set once the session's first-load overlay has shown. */
  firstLoadShown: 'webso:first-load-shown',
} as const
