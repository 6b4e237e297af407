import { editStatusOptions, validateTicketEditState } from '@ccms/contract/tickets-edit-state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toFormFieldErrors } from '../../form/ticket-form-errors';
import { subStatusChoices, toStatusChoices } from '../activities/activity-form-values';
import { EditStateFields } from './edit-state-fields';
import type { EditStateModel } from './use-edit-state';

/*
 * The status part of 'Bileti Düzenle' rendered to HTML in node (there is no DOM here, and antd
 * puts a save's messages on mounted fields only): its labelled fields, and that each of the
 * spec's messages is aimed at one of them (docs/domain.md §13.3 Status). The messages on the
 * screen, choices and clicks are the journey's (e2e/ticket-edit.spec.ts).
 */

const WRAP_UP = '4f7c1b9e-2a55-4e0f-9d61-0c2b8f3a7e11';

function model(overrides: Partial<EditStateModel> = {}): EditStateModel {
  return {
    canChangeState: true,
    canChooseWrapUp: true,
    statusChoices: toStatusChoices(editStatusOptions(1, false), true, 1),
    subStatusChoices: subStatusChoices(1, true),
    wrapUps: {
      data: [{ id: WRAP_UP, name: 'Bilgilendirildi' }],
      isPending: false,
      isError: false,
    },
    shown: { callWrapUp: true, customerVoice: true },
    validate: () => [],
    ...overrides,
  };
}

const ticket = { status: 1, customerVoiceId: null, customerVoiceName: null };

/** The form field names the save's messages for `draft` on a 1 Bekliyor ticket go to. */
function messagesOn(draft: Parameters<typeof validateTicketEditState>[0]) {
  const errors = validateTicketEditState(draft, {
    currentStatus: 1,
    canActivityPlus: false,
    callWrapUp: { isCustomerVoiceNecessary: true },
  });
  return toFormFieldErrors(errors).map((field) => [field.name.join('.'), field.errors.join()]);
}

function render(of = model()) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <QueryClientProvider client={client}>
      <App>
        <Form initialValues={{ status: 1, subStatus: 1 }}>
          <EditStateFields ticket={ticket} model={of} disabled={false} />
        </Form>
      </App>
    </QueryClientProvider>,
  );
}

describe('the edit dialog status fields', () => {
  it('labels every field, each label pointing at its control', () => {
    const html = render();
    const fields = [
      ['status', 'Durum'],
      ['subStatus', 'Alt Durum'],
      ['callWrapUpId', 'Çağrı Sonucu'],
      ['customerVoiceId', 'Müşteri Sesi'],
    ];
    for (const [name, label] of fields) {
      expect(html).toContain(
        `<label for="${name}" class="ant-form-item-required" title="${label}">`,
      );
      expect(html).toMatch(
        new RegExp(`<input id="${name}"[^>]*aria-required="true"[^>]*role="combobox"`),
      );
    }
  });

  it("aims the spec's four messages at those fields", () => {
    expect(messagesOn({ status: null })).toEqual([['status', 'Durum seçimi zorunludur.']]);
    expect(messagesOn({ status: 3, subStatus: null })).toEqual([
      ['subStatus', 'Alt durum seçimi zorunludur.'],
    ]);
    expect(messagesOn({ status: 3, subStatus: 7 })).toEqual([
      ['callWrapUpId', 'Çağrı sonucu seçimi zorunludur.'],
    ]);
    expect(messagesOn({ status: 3, subStatus: 7, callWrapUpId: WRAP_UP })).toEqual([
      ['customerVoiceId', 'Müşteri sesi seçimi zorunludur.'],
    ]);
  });

  it('says why forwarding is not here, and why the state is locked without the activity right', () => {
    const html = render();
    expect(html).toContain('aria-describedby="status_extra"');
    expect(html).toContain('yönlendirme bir birim seçimi ister.');
    const locked = render(model({ canChangeState: false }));
    expect(locked).toContain('bu bilete aktivite ekleme yetkiniz bulunmuyor.');
    expect(locked).toMatch(/data-testid="ticket-edit-status" class="[^"]*ant-select-disabled/);
    expect(html).not.toMatch(/data-testid="ticket-edit-status" class="[^"]*ant-select-disabled/);
  });
});
