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
} as const
