import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import {
  HOLIDAY_EDIT_MESSAGES as E,
  HOLIDAY_DAY_LABELS,
  HOLIDAY_KIND_LABELS,
  MAX_HOLIDAY_NAME_CHARS,
  type THoliday,
} from '@ccms/contract/holidays';
import { Alert, App, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { failureMessages } from '../../../lib/failure-messages';
import { notify } from '../../../lib/notify';
import { useCreateHoliday } from '../api/create-holiday';
import { useUpdateHoliday } from '../api/update-holiday';

type Values = { name: string; date: Dayjs | null; isFullDay: boolean; isPublicHoliday: boolean };

/**
 * 'Yeni Tatil' / 'Tatili Düzenle' (administrators, docs/domain.md §20): every field of one
 * holiday; the server re-times the open tickets and the answer says how many.
 */
export function HolidayFormDialog({
  holiday,
  onClose,
}: {
  holiday: THoliday | null;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<string[]>([]);
  const creating = useCreateHoliday();
  const updating = useUpdateHoliday();
  const initial: Values = holiday
    ? { ...holiday, date: dayjs(holiday.date) }
    : { name: '', date: null, isFullDay: true, isPublicHoliday: true };

  const dialog = useFormDialog({
    onClose,
    canCloseWhileSaving: true,
    save: async () => {
      const values = await form.validateFields().catch(() => null);
      if (!values?.date) return;
      const body = {
        name: values.name,
        date: values.date.format('YYYY-MM-DD'),
        isFullDay: values.isFullDay,
        isPublicHoliday: values.isPublicHoliday,
      };
      setProblems([]);
      try {
        const answer = holiday
          ? await updating.mutateAsync({ ...body, id: holiday.id })
          : await creating.mutateAsync(body);
        for (const message of answer.messages) {
          notify(notification, 'success', { title: message, duration: NOTIFY_SECONDS.success });
        }
        onClose();
      } catch (error) {
        setProblems(failureMessages(error, 'Tatil kaydedilemedi.'));
      }
    },
  });

  return (
    <FormDialog
      dialog={dialog}
      title={holiday ? 'Tatili Düzenle' : 'Yeni Tatil'}
      saveTestId="holiday-form-save"
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="holiday-form">
        <Form.Item
          name="name"
          label="İsim"
          rules={[{ required: true, whitespace: true, message: E.nameRequired }]}
          extra={`En fazla ${MAX_HOLIDAY_NAME_CHARS} karakter.`}
        >
          <Input maxLength={MAX_HOLIDAY_NAME_CHARS} showCount data-testid="holiday-form-name" />
        </Form.Item>
        <Form.Item name="date" label="Tarih" rules={[{ required: true, message: E.dateRequired }]}>
          <DatePicker
            format="DD.MM.YYYY"
            minDate={dayjs('2000-01-01')}
            maxDate={dayjs('2100-12-31')}
            data-testid="holiday-form-date"
          />
        </Form.Item>
        <Form.Item name="isFullDay" label="Gün">
          <Radio.Group
            options={[
              { value: true, label: HOLIDAY_DAY_LABELS.full },
              { value: false, label: HOLIDAY_DAY_LABELS.half },
            ]}
          />
        </Form.Item>
        <Form.Item name="isPublicHoliday" label="Tür">
          <Radio.Group
            options={[
              { value: true, label: HOLIDAY_KIND_LABELS.official },
              { value: false, label: HOLIDAY_KIND_LABELS.religious },
            ]}
          />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon title={E.retimeNote} />
      {problems.length > 0 && (
        <Alert type="error" showIcon title={problems.join(' ')} style={{ marginTop: 8 }} />
      )}
    </FormDialog>
  );
}
