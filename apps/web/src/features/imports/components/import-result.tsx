import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { Alert } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { appliedText } from './import-progress';
import { IMPORT_SCREEN_TEXTS as T } from './import-texts';

/** How an import the tab followed ended: written, undone, or a file that could not be read. */
export function ImportResult({ summary }: { summary: TImportSummary }) {
  if (summary.state === 'applied') {
    const by = summary.appliedByName
      ? ` (${summary.appliedByName}, ${formatDateTime(summary.appliedAt)})`
      : '';
    return (
      <Alert
        type="success"
        showIcon
        title={appliedText(summary)}
        description={`${summary.fileName}${by}`}
        data-testid="import-result"
      />
    );
  }
  if (summary.state === 'undone') {
    return (
      <Alert
        type="info"
        showIcon
        title={`${IMPORT_MESSAGES.undone} ${summary.fileName} içe aktarmasının yazdıkları önceki haline döndü.`}
        data-testid="import-result"
      />
    );
  }
  if (summary.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={summary.failureMessage ?? T.unreadable}
        description={`${summary.fileName}: hiçbir kayıt yazılmadı.`}
        data-testid="import-result"
      />
    );
  }
  return null;
}
