import { describe, expect, it } from 'vitest'
import { PROFILE_MESSAGES, profileSchema } from './profile-schema'

const valid = { fullName: 'Ana López', phone: '+52 646 123 4567', company: 'Café Ensenada', notifyProjectUpdates: true, notifyPayments: true, newsletter: false }

describe('profileSchema', () => {
  it.each([
    ['fullName', 'Ana\u202eSOLICITUD PAGADA\u202c', 'AnaSOLICITUD PAGADA'],
    ['fullName', '\u2066Ana\u2069 López\u200b', 'Ana López'],
    ['company', 'Caf\u200dé\ufeff Ensenada\u2060', 'Café Ensenada'],
    ['company', '\u200b', ''],
    ['phone', '\u200b+52 646\u202a 123 4567', '+52 646 123 4567'],
  ])('drops bidirectional controls and zero-width characters from %s (case %#)', (field, typed, stored) => {
    expect(profileSchema.parse({ ...valid, [field]: typed })[field as keyof typeof valid]).toBe(stored)
  })

  it('refuses a name made only of invisible characters as a missing name', () => {
    expect(profileSchema.safeParse({ ...valid, fullName: '\u200b\u202e ' }).error?.issues[0]?.message).toBe(PROFILE_MESSAGES.nameRequired)
  })
})
