import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { HOLIDAY_EDIT_MESSAGES as E, type THoliday } from '@ccms/contract/holidays';
import { App, Button, type ButtonProps, Flex } from 'antd';
import { failureMessages } from '../../../lib/failure-messages';
import { notify } from '../../../lib/notify';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useUndoHolidayImport } from '../api/undo-holiday-import';
import { holidayDateText } from './holiday-labels';

/** '<name> (DD.MM.YYYY)', as the server's messages name a holiday. */
const labelOf = (holiday: THoliday) => `${holiday.name} (${holidayDateText(holiday.date)})`;

/**
 * A row's 'Düzenle', 'Sil' and, for an imported holiday, 'İçe Aktarmayı Geri Al'
 * (administrators, docs/domain.md §20); delete and undo ask first, naming what goes.
 */
export function HolidayRowActions({
  holiday,
  onEdit,
}: {
  holiday: THoliday;
  onEdit: (holiday: THoliday) => void;
}) {
  const { modal, notification } = App.useApp();
  const deleting = useDeleteHoliday();
  const undoing = useUndoHolidayImport();

  const confirm = (content: string, testId: string, run: () => Promise<{ messages: string[] }>) =>
    modal.confirm({
      title: 'Onay',
      content,
      okText: 'Evet',
      okButtonProps: { danger: true, 'data-testid': testId } as ButtonProps,
      cancelText: 'Hayır',
      onOk: async () => {
        try {
          const answer = await run();
          for (const message of answer.messages) {
            notify(notification, 'success', { title: message, duration: NOTIFY_SECONDS.success });
          }
        } catch (error) {
          for (const message of failureMessages(error, 'İşlem tamamlanamadı.')) {
            notify(notification, 'error', { title: message });
          }
        }
      },
    });

  const { importId, importFileName } = holiday;
  return (
    <Flex gap={4} wrap>
      <Button size="small" onClick={() => onEdit(holiday)} data-testid="holiday-edit">
        Düzenle
      </Button>
      <Button
        size="small"
        danger
        data-testid="holiday-delete"
        onClick={() =>
          confirm(E.deleteConfirm(labelOf(holiday)), 'holiday-delete-confirm', () =>
            deleting.mutateAsync(holiday.id),
          )
        }
      >
        Sil
      </Button>
      {importId && (
        <Button
          size="small"
          data-testid="holiday-undo-import"
          onClick={() =>
            confirm(E.undoConfirm(importFileName ?? ''), 'holiday-undo-confirm', () =>
              undoing.mutateAsync(importId),
            )
          }
        >
          İçe Aktarmayı Geri Al
        </Button>
      )}
    </Flex>
  );
}
