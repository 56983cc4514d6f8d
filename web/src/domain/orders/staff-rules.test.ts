import { describe, expect, it } from 'vitest'
import { PAYMENT_STATUSES } from './statuses'
import * as staffRules from './staff-rules'
import { canAskForPayment, canReceivePayment, nextDuePayment, planAmount, statusAfterDeposit } from './staff-rules'

describe('staff payment rules', () => {
  it('names the payment due next for every payment status', () => {
    expect(Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, nextDuePayment(status)]))).toEqual({
      pending: 'deposit',
      awaiting_payment: 'deposit',
      deposit_paid: 'milestone1',
      milestone1_paid: 'final',
      fully_paid: null,
      refunded: null,
    })
  })

  it('refuses to receive a payment out of order', () => {
    expect(canReceivePayment('pending', 'milestone1')).toBe(false)
    expect(canReceivePayment('deposit_paid', 'final')).toBe(false)
    expect(canReceivePayment('fully_paid', 'final')).toBe(false)
    expect(canReceivePayment('milestone1_paid', 'final')).toBe(true)
  })

  it('lets staff ask only for the payment due next', () => {
    expect(canAskForPayment('deposit_paid', 'milestone1')).toBe(true)
    expect(canAskForPayment('deposit_paid', 'final')).toBe(false)
    expect(canAskForPayment('pending', 'milestone1')).toBe(false)
    expect(canAskForPayment('milestone1_paid', 'final')).toBe(true)
    expect(canAskForPayment('refunded', 'final')).toBe(false)
  })

  it('moves a pending request to contacted on its deposit, and leaves later statuses alone', () => {
    expect(statusAfterDeposit('pending')).toBe('contacted')
    expect(statusAfterDeposit('in_progress')).toBe('in_progress')
  })

  it('reads amounts from the plan it is given', () => {
    expect(planAmount({ deposit: 300, milestone1: 350, final: 351 }, 'final')).toBe(351)
  })
})

describe('paidPlanKinds', () => {
  it('lists the payments received, in plan order, by payment status', () => {
    const { paidPlanKinds } = staffRules
    expect(paidPlanKinds('pending')).toEqual([])
    expect(paidPlanKinds('awaiting_payment')).toEqual([])
    expect(paidPlanKinds('deposit_paid')).toEqual(['deposit'])
    expect(paidPlanKinds('milestone1_paid')).toEqual(['deposit', 'milestone1'])
    expect(paidPlanKinds('fully_paid')).toEqual(['deposit', 'milestone1', 'final'])
    expect(paidPlanKinds('refunded')).toEqual([])
  })
})
