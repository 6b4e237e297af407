import { describe, expect, it } from 'vitest';
import { buildCreateTicketFormData } from './create-ticket';

describe('buildCreateTicketFormData', () => {
  it("puts the ticket JSON in part 'ticket' and each file in a part 'files'", async () => {
    const ticket = { description: 'Açıklama' } as never;
    const files = [
      new File(['%PDF-1.4'], 'fatura.pdf', { type: 'application/pdf' }),
      new File(['merhaba'], 'not.txt', { type: 'text/plain' }),
    ];
    const form = buildCreateTicketFormData({ ticket, files });
    expect(JSON.parse(String(form.get('ticket')))).toEqual({ description: 'Açıklama' });
    const sent = form.getAll('files') as File[];
    expect(sent.map((file) => file.name)).toEqual(['fatura.pdf', 'not.txt']);
    expect(await sent[0].text()).toBe('%PDF-1.4');
  });
});
