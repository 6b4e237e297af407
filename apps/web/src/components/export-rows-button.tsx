import { FileExcelOutlined } from '@ant-design/icons';
import type { TImportKind } from '@ccms/contract/imports/kinds';
import { exportImportRows } from '../lib/api/export-import-rows';
import { usePermissions } from '../lib/permissions';
import { DownloadButton } from './download-button';

type Props = {
  kind: TImportKind;
  /** 'Dışa Aktar' on the screens listing the rows; the 'İçe Aktar' screen says more. */
  label?: string;
  'data-testid': string;
};

/**
 * 'Dışa Aktar' (administrators only, as the call): every stored row of a kind as an .xlsx file
 * of its import template's shape. Edited in Excel, the file goes back through 'İçe Aktar', the
 * way to change many rows at once (docs/domain.md §26).
 */
export function ExportRowsButton({ kind, label = 'Dışa Aktar', 'data-testid': testId }: Props) {
  const { has } = usePermissions();
  if (!has('Admin')) return null;
  return (
    <DownloadButton
      download={() => exportImportRows(kind)}
      icon={<FileExcelOutlined />}
      data-testid={testId}
    >
      {label}
    </DownloadButton>
  );
}
