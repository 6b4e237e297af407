import { UploadOutlined } from '@ant-design/icons';
import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import {
  HOLIDAY_MESSAGES as M,
  MAX_HOLIDAY_FILE_CHARS,
  type THolidayImportPlan,
} from '@ccms/contract/holidays';
import { Alert, App, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { failureMessages } from '../../../lib/failure-messages';
import { notify } from '../../../lib/notify';
import { messagesBeyondSaved } from '../../../lib/response-notice';
import { useImportHolidays } from '../api/import-holidays';
import { previewHolidayImport } from '../api/preview-holiday-import';
import { HolidayImportItems } from './holiday-import-items';

type Chosen = { fileName: string; content: string };

/**
 * 'Takvimden İçe Aktar' (administrators, docs/domain.md §14.6): an .ics file is read by the
 * server and previewed holiday by holiday; 'İçe Aktar' then applies it in one go. A file the
 * server refuses is explained here and changes nothing.
 */
export function HolidayImportDialog({ onClose }: { onClose: () => void }) {
  const { notification } = App.useApp();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [plan, setPlan] = useState<THolidayImportPlan | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const importing = useImportHolidays();

  const [isReading, setReading] = useState(false);

  /** Each chosen file replaces the previous one's preview. */
  const read = async (file: File) => {
    setPlan(null);
    setChosen(null);
    setProblems([]);
    if (file.size > MAX_HOLIDAY_FILE_CHARS) {
      setProblems([M.fileTooLarge]);
      return;
    }
    setReading(true);
    try {
      const next = { fileName: file.name, content: await file.text() };
      setPlan(await previewHolidayImport(next));
      setChosen(next);
    } catch (error) {
      setProblems(failureMessages(error, M.fileUnreadable));
    } finally {
      setReading(false);
    }
  };

  const dialog = useFormDialog({
    onClose,
    canCloseWhileSaving: true,
    save: async () => {
      if (!chosen) return;
      const answer = await importing.mutateAsync(chosen);
      for (const message of messagesBeyondSaved(answer.messages)) {
        notify(notification, 'success', { title: message, duration: NOTIFY_SECONDS.success });
      }
      onClose();
    },
  });

  const changes = plan ? plan.addedCount + plan.changedCount : 0;
  return (
    <FormDialog
      dialog={dialog}
      title={M.importTitle}
      width={960}
      saveText="İçe Aktar"
      saveTestId="holiday-import-apply"
      cancelTestId="holiday-import-cancel"
      isSaveDisabled={changes === 0}
      data-testid="holiday-import-dialog"
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{M.importHelp}</Typography.Paragraph>
        <Upload
          accept=".ics,text/calendar"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void read(file);
            // The file is read here and sent as text, not uploaded by the control.
            return false;
          }}
          data-testid="holiday-import-file"
        >
          <Button icon={<UploadOutlined />} loading={isReading}>
            Takvim Dosyası Seç (.ics)
          </Button>
        </Upload>
        {chosen && <Typography.Text strong>{chosen.fileName}</Typography.Text>}
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={problems.join(' ')}
            data-testid="holiday-import-problem"
          />
        )}
        {plan && (
          <>
            <Alert
              type={changes > 0 ? 'info' : 'warning'}
              showIcon
              title={changes > 0 ? M.previewSummary(plan) : M.nothingToImport}
              description={changes > 0 ? M.importRetimeNote : undefined}
              data-testid="holiday-import-summary"
            />
            {plan.items.length < plan.itemCount && (
              <Typography.Text type="secondary" data-testid="holiday-import-items-cut">
                {M.itemsCut(plan.items.length, plan.itemCount)}
              </Typography.Text>
            )}
            <HolidayImportItems items={plan.items} />
          </>
        )}
      </Flex>
    </FormDialog>
  );
}
