import { describe, expect, it } from 'vitest';
import { storedInputs } from './save-calculation';

describe('storedInputs: what `inputs` keeps', () => {
  it.each([
    ['numbers', { amount: 2500000, rate: 8.5 }, { amount: 2500000, rate: 8.5 }],
    ['a switch, with the numbers', { amount: 1, stepUp: true }, { amount: 1, stepUp: true }],
    ['not a choice (it is in the path)', { amount: 1, frequency: 'monthly' }, { amount: 1 }],
    ['not a date', { flow1Date: '2026-04-01', flow1Amount: -5000 }, { flow1Amount: -5000 }],
    ['not a name that reads as a number', { goal1: '2030', goal1Cost: 800000 }, { goal1Cost: 800000 }],
    ['nothing', {}, {}],
  ])('%s', (_label, inputs, stored) => {
    expect(storedInputs(inputs)).toEqual(stored);
  });
});
