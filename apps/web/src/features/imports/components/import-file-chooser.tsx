import { InboxOutlined } from '@ant-design/icons';
import { Spin, Typography, Upload } from 'antd';

type Props = {
  kindLabel: string;
  isUploading: boolean;
  onChoose: (file: File) => void;
};

/**
 * The file chooser: a drop area that is also a button (Tab reaches it, Enter or Space opens the
 * browser's file dialog). One .xlsx or .csv file; the control sends nothing itself.
 */
export function ImportFileChooser({ kindLabel, isUploading, onChoose }: Props) {
  return (
    <Spin spinning={isUploading} description="Dosya gönderiliyor…" data-testid="import-chooser">
      <Upload.Dragger
        accept=".xlsx,.csv"
        multiple={false}
        showUploadList={false}
        disabled={isUploading}
        beforeUpload={(file) => {
          onChoose(file);
          return false;
        }}
        // On the hidden file input: a journey hands it the file.
        data-testid="import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <Typography.Paragraph strong style={{ margin: 0 }}>
          {kindLabel} dosyasını seçmek için tıklayın ya da buraya sürükleyin
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Excel (.xlsx) ya da CSV (.csv; UTF-8 veya Windows-1254, ";" ya da "," ile ayrılmış)
        </Typography.Paragraph>
      </Upload.Dragger>
    </Spin>
  );
}
