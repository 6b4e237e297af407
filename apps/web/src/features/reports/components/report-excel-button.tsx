import { FileExcelOutlined } from '@ant-design/icons';
import type { REPORT_TABLES, TReportFilter } from '@ccms/contract/reports';
import { App, Button } from 'antd';
import { useState } from 'react';
import { downloadReportExcel } from '../api/download-report-excel';

type Props = {
  table: (typeof REPORT_TABLES)[number];
  filter: TReportFilter;
  /** The table's name in the button's accessible name: 'Günlük eğilim tablosunu Excel'e aktar'. */
  tableName: string;
};

/** 'Excel' of one report table: busy while the server writes the file, saying so. */
export function ReportExcelButton({ table, filter, tableName }: Props) {
  const { message } = App.useApp();
  const [isBusy, setIsBusy] = useState(false);
  const key = `report-excel-${table}`;

  const run = async () => {
    setIsBusy(true);
    void message.loading({ key, content: 'Excel dosyası hazırlanıyor…', duration: 0 });
    try {
      const fileName = await downloadReportExcel({ ...filter, table });
      void message.success({ key, content: `'${fileName}' indirildi.`, duration: 4 });
    } catch {
      message.destroy(key);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Button
      size="small"
      icon={<FileExcelOutlined />}
      loading={isBusy}
      onClick={() => void run()}
      aria-label={`${tableName} tablosunu Excel'e aktar`}
      data-testid={`report-excel-${table}`}
    >
      Excel
    </Button>
  );
}
