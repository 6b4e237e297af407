import { Button } from 'antd';

/** A form dialog's 'Vazgeç' and 'Kaydet' buttons; both wait while it saves. */
export function saveCancelFooter(options: {
  isSaving: boolean;
  onCancel: () => void;
  onSave: () => void;
  saveTestId: string;
  /** Holds 'Kaydet' back (a ticket form's breakdown rules loading, say). */
  isSaveDisabled?: boolean;
}) {
  return [
    <Button key="cancel" onClick={options.onCancel} disabled={options.isSaving}>
      Vazgeç
    </Button>,
    <Button
      key="save"
      type="primary"
      loading={options.isSaving}
      disabled={options.isSaveDisabled}
      onClick={options.onSave}
      data-testid={options.saveTestId}
    >
      Kaydet
    </Button>,
  ];
}
