import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CUSTOMER_MESSAGES } from './customers/messages.ts';
import { ZCustomerInput } from './customers/schemas.ts';
import { validationMessage } from './validation-messages.ts';

/** The first refusal of the schema for the value, worded for the call. */
function refusalOf(schema: z.ZodType, value: unknown, callPath?: string): string | undefined {
  const result = schema.safeParse(value, {
    error: (issue) => validationMessage(issue, { callPath, wholeInput: 'İstek gövdesi' }),
  });
  return result.error?.issues[0]?.message;
}

describe('validationMessage', () => {
  it('names a field by its Turkish name and key, narrower on some calls', () => {
    const body = z.object({ id: z.string() });
    expect(refusalOf(body, {})).toBe('Kayıt kimliği (id) gönderilmelidir.');
    expect(refusalOf(body, {}, 'ticket/GetTicket')).toBe('Bilet kimliği (id) gönderilmelidir.');
    expect(refusalOf(body, {}, 'ticket/DeleteTicketNote')).toBe(
      'Not kimliği (id) gönderilmelidir.',
    );
    // A nested id is not the call's own.
    const nested = z.object({ flows: z.array(z.object({ id: z.string() })) });
    expect(refusalOf(nested, { flows: [{}] }, 'rulesets/CreateRuleSet')).toBe(
      'Kayıt kimliği (flows[0].id) gönderilmelidir.',
    );
    expect(refusalOf(z.object({ zzz: z.number() }), { zzz: 'x' })).toBe(
      "'zzz' alanı bir sayı olmalıdır.",
    );
    expect(refusalOf(z.object({ a: z.string() }), null)).toBe('İstek gövdesi gönderilmelidir.');
  });

  it('says what a number, a text and a list must be', () => {
    const sla = (schema: z.ZodType, value: unknown) =>
      refusalOf(z.object({ sla: schema }), { sla: value });
    expect(sla(z.number(), 'x')).toBe('SLA süresi (sla) bir sayı olmalıdır.');
    expect(sla(z.number().int(), 1.5)).toBe('SLA süresi (sla) bir tam sayı olmalıdır.');
    expect(sla(z.number().min(0), -1)).toBe('SLA süresi (sla) en az 0 olmalıdır.');
    expect(sla(z.number().max(720), 721)).toBe('SLA süresi (sla) en fazla 720 olabilir.');
    expect(sla(z.number().positive(), 0)).toBe('SLA süresi (sla) 0 değerinden büyük olmalıdır.');
    const name = (schema: z.ZodType, value: unknown) =>
      refusalOf(z.object({ name: schema }), { name: value });
    expect(name(z.string().min(1), '')).toBe('Ad (name) boş bırakılamaz.');
    expect(name(z.string().min(3), 'ab')).toBe('Ad (name) en az 3 karakter olmalıdır.');
    expect(name(z.string().max(2), 'abc')).toBe('Ad (name) en fazla 2 karakter olabilir.');
    expect(name(z.string().length(13), 'abc')).toBe('Ad (name) 13 karakter olmalıdır.');
    expect(name(z.array(z.string()).max(1), ['a', 'b'])).toBe(
      'Ad (name) en fazla 1 öğe içerebilir.',
    );
    expect(name(z.array(z.string()), { a: 1 })).toBe('Ad (name) bir liste olmalıdır.');
    expect(name(z.boolean(), 'evet')).toBe('Ad (name) true ya da false olmalıdır.');
  });

  it('says which format and which values are expected', () => {
    const field = (schema: z.ZodType, value: unknown) =>
      refusalOf(z.object({ emailAddress: schema }), { emailAddress: value });
    expect(field(z.string().email(), 'x')).toBe(
      'E-posta adresi (emailAddress) geçerli bir e-posta adresi olmalıdır.',
    );
    expect(field(z.string().uuid(), 'x')).toBe(
      'E-posta adresi (emailAddress) geçerli bir kimlik (UUID) olmalıdır.',
    );
    expect(field(z.iso.date(), 'x')).toBe(
      'E-posta adresi (emailAddress) geçerli bir tarih olmalıdır.',
    );
    expect(field(z.iso.datetime(), 'x')).toBe(
      'E-posta adresi (emailAddress) geçerli bir tarih ve saat olmalıdır.',
    );
    expect(field(z.string().regex(/^\d+$/), 'x')).toBe(
      'E-posta adresi (emailAddress) beklenen biçimde değil.',
    );
    expect(field(z.enum(['a', 'b']), 'c')).toBe(
      "E-posta adresi (emailAddress) şu değerlerden biri olmalıdır: 'a', 'b'.",
    );
    expect(field(z.literal(1), 2)).toBe('E-posta adresi (emailAddress) 1 olmalıdır.');
    expect(field(z.union([z.string(), z.number()]), true)).toBe(
      'E-posta adresi (emailAddress) için gönderilen değer geçerli değil.',
    );
  });

  it("leaves a schema's own message alone", () => {
    expect(refusalOf(z.object({ name: z.string({ error: 'İsim boş olamaz.' }) }), {})).toBe(
      'İsim boş olamaz.',
    );
  });

  it("gives a too long value its limit, not the missing field's spec text", () => {
    const lastName = z.object({ lastName: ZCustomerInput.shape.lastName });
    expect(refusalOf(lastName, {})).toBe(CUSTOMER_MESSAGES.lastNameRequired);
    expect(refusalOf(lastName, { lastName: ' ' })).toBe(CUSTOMER_MESSAGES.lastNameRequired);
    expect(refusalOf(lastName, { lastName: 'x'.repeat(101) })).toBe(
      'Soyad (lastName) en fazla 100 karakter olabilir.',
    );
  });
});
