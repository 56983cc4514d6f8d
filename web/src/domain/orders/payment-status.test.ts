import { describe, expect, it } from 'vitest'
import { PAYMENT_STATUSES, type PaymentStatusCode } from '../codes/code-lists'
import { canMovePaymentStatus, nextPaymentStatuses, paymentStatusMoves } from './payment-status'

const ALL = PAYMENT_STATUSES.map((status) => status.value)

describe('payment status moves only forward', () => {
  it.each([
    ['pending', 'awaiting_payment', true],
    ['pending', 'deposit_paid', true],
    ['awaiting_payment', 'deposit_paid', true],
    ['awaiting_payment', 'pending', true],
    ['deposit_paid', 'milestone1_paid', true],
    ['milestone1_paid', 'fully_paid', true],
    ['deposit_paid', 'refunded', true],
    ['milestone1_paid', 'refunded', true],
    ['fully_paid', 'refunded', true],
    ['pending', 'milestone1_paid', false],
    ['pending', 'fully_paid', false],
    ['pending', 'refunded', false],
    ['awaiting_payment', 'refunded', false],
    ['deposit_paid', 'pending', false],
    ['deposit_paid', 'fully_paid', false],
    ['milestone1_paid', 'deposit_paid', false],
    ['fully_paid', 'milestone1_paid', false],
    ['refunded', 'pending', false],
    ['refunded', 'deposit_paid', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMovePaymentStatus(from, to)).toBe(allowed)
  })

  it('never "moves" a status onto itself', () => {
    for (const status of ALL) expect(canMovePaymentStatus(status, status)).toBe(false)
  })

  it('knows every status of the code list, and nothing leaves refunded', () => {
    for (const status of ALL) expect(Array.isArray(nextPaymentStatuses(status as PaymentStatusCode))).toBe(true)
    expect(nextPaymentStatuses('refunded')).toEqual([])
  })

  it('lists the moves as pairs that agree with the rule', () => {
    const moves = paymentStatusMoves()
    expect(moves).toHaveLength(9)
    for (const [from, to] of moves) expect(canMovePaymentStatus(from, to)).toBe(true)
  })
})
