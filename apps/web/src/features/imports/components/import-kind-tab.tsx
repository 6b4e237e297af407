import { FileExcelOutlined } from '@ant-design/icons';
import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { IMPORT_KIND_LABELS, type TImportKind } from '@ccms/contract/imports/kinds';
import { App, Flex, Typography } from 'antd';
import { DownloadButton } from '../../../components/download-button';
import { ExportRowsButton } from '../../../components/export-rows-button';
import { failureMessages } from '../../../lib/failure-messages';
import { notify } from '../../../lib/notify';
import { downloadImportTemplate } from '../api/download-import-template';
import { isImportWorking } from '../api/get-import';
import { useUploadImportFile } from '../api/upload-import-file';
import { ImportFileChooser } from './import-file-chooser';
import { ImportHistoryTable } from './import-history-table';
import { ImportPreview } from './import-preview';
import { ImportProgressPanel } from './import-progress-panel';
import { ImportResult } from './import-result';
import { IMPORT_FLOW_HELP, IMPORT_KIND_HELP, IMPORT_SCREEN_TEXTS as T } from './import-texts';
import { useCurrentImport } from './use-current-import';
import { useImportActions } from './use-import-actions';

/**
 * One kind's tab of 'İçe Aktar': what it does, its template and export, then the file chooser,
 * the job's progress, the preview with 'Uygula' / 'Vazgeç' or how it ended, and the kind's
 * last imports with 'Geri Al'.
 */
export function ImportKindTab({ kind }: { kind: TImportKind }) {
  const { notification } = App.useApp();
  const { history, summary, show } = useCurrentImport(kind);
  const uploading = useUploadImportFile();
  const actions = useImportActions();
  const label = IMPORT_KIND_LABELS[kind];

  const upload = async (file: File) => {
    try {
      const answer = await uploading.mutateAsync({ kind, file });
      if (answer.data) show(answer.data.id);
    } catch (error) {
      for (const message of failureMessages(error, T.uploadFailed)) {
        notify(notification, 'error', { title: message, duration: NOTIFY_SECONDS.failure });
      }
    }
  };

  const isWorking = isImportWorking(summary);
  const isChecked = summary?.state === 'checked';
  return (
    <Flex vertical gap={16} data-testid={`import-tab-${kind}`}>
      <Flex vertical gap={4}>
        <Typography.Paragraph style={{ margin: 0 }}>{IMPORT_KIND_HELP[kind]}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {IMPORT_FLOW_HELP}
        </Typography.Paragraph>
      </Flex>
      <Flex gap={8} wrap>
        <DownloadButton
          download={() => downloadImportTemplate(kind)}
          icon={<FileExcelOutlined />}
          data-testid="import-template"
        >
          Şablonu İndir
        </DownloadButton>
        <ExportRowsButton
          kind={kind}
          label="Mevcut Kayıtları Dışa Aktar"
          data-testid="import-export"
        />
      </Flex>
      {summary && isWorking && <ImportProgressPanel summary={summary} />}
      {summary && isChecked && (
        <ImportPreview
          summary={summary}
          onApply={() => actions.apply(summary)}
          onDiscard={() => void actions.discard(summary)}
          isDiscarding={actions.isDiscarding}
        />
      )}
      {summary && <ImportResult summary={summary} />}
      {!isWorking && !isChecked && (
        <ImportFileChooser
          kindLabel={label}
          isUploading={uploading.isPending}
          onChoose={(file) => void upload(file)}
        />
      )}
      <Typography.Title level={4} style={{ margin: 0 }}>
        Son İçe Aktarmalar
      </Typography.Title>
      <ImportHistoryTable
        imports={history.data?.items ?? []}
        isLoading={history.isFetching}
        onUndo={actions.undo}
      />
    </Flex>
  );
}
