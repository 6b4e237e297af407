import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import {
  ZCustomerInput,
  ZInboundCallRequest,
  ZPhoneNumber,
} from '@ccms/contract/customers/schemas';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { zodRule } from './zod-rule';

/** Runs the rule's validator as antd would; resolves with the message, or null when valid. */
async function validate(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  const { validator } = rule as RuleObject;
  try {
    await validator?.(rule as RuleObject, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  it('accepts a value the schema accepts', async () => {
    expect(await validate(zodRule(ZPhoneNumber), '05321234567')).toBeNull();
  });

  it("rejects with the schema's first message (the contract's Turkish text)", async () => {
    expect(await validate(zodRule(ZPhoneNumber), '')).toBe(CUSTOMER_MESSAGES.phoneRequired);
    expect(await validate(zodRule(ZPhoneNumber), '5321234567')).toBe(CUSTOMER_MESSAGES.phoneFormat);
    expect(await validate(zodRule(ZCustomerInput.shape.firstName), undefined)).toBe(
      CUSTOMER_MESSAGES.firstNameRequired,
    );
    expect(await validate(zodRule(ZCustomerInput.shape.emailAddress), 'not-an-email')).toBe(
      CUSTOMER_MESSAGES.emailInvalid,
    );
  });

  it('lets an optional field stay empty', async () => {
    const email = zodRule(ZCustomerInput.shape.emailAddress);
    expect(await validate(email, undefined)).toBeNull();
    expect(await validate(email, '')).toBeNull();
  });

  it('names the field as the server does where the contract has no words of its own', async () => {
    const rule = {
      ...(zodRule(ZInboundCallRequest.shape.connectionId) as RuleObject),
      field: 'connectionId',
    };
    expect(await validate(rule, 'x'.repeat(201))).toBe(
      'Bağlantı kimliği (connectionId) en fazla 200 karakter olabilir.',
    );
  });

  it('uses the given message instead of the schema one', async () => {
    expect(await validate(zodRule(ZPhoneNumber, 'Başka mesaj'), 'x')).toBe('Başka mesaj');
  });
});
