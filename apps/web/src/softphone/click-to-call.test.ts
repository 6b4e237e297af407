import { describe, expect, it } from 'vitest';
import { buildClickToCall } from './click-to-call';

describe('buildClickToCall', () => {
  it.each([
    ['05321234567', '05321234567'],
    ['5321234567', '05321234567'],
    ['0532 123 45 67', '05321234567'],
    ['4441234', '00004441234'],
  ])('sends %j as %j', (phone, sent) => {
    expect(buildClickToCall(phone)).toEqual({ type: 'ClickToCall', phoneNumber: sent });
  });
});
