import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('joins the given classes and skips false, null, undefined and empty strings', () => {
    expect(cn('a', false, 'b', null, undefined, '', 'c')).toBe('a b c')
    expect(cn()).toBe('')
  })
})
