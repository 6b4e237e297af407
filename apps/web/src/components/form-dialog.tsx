import { Button, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useCloseGuard } from '../lib/use-close-guard';
import { useSingleRun } from '../lib/use-single-run';

type FormDialogOptions = {
  onClose: () => void;
  /** The save; it runs once at a time, so a double click or a second Enter saves once. */
  save: () => Promise<void>;
  /**
   * The form the close guard watches: closing asks before dropping its touched fields. Without
   * it the dialog closes at once (never while it saves).
   */
  form?: FormInstance;
  /** Input the dialog holds outside the form's fields (rows of a list) counts as touched. */
  hasOtherInput?: boolean;
  /** Saving besides the run (a mutation whose state outlives it). */
  isPending?: boolean;
  /** 'Vazgeç', the close button and Escape close it at once, even while it saves. */
  canCloseWhileSaving?: boolean;
};

/** What a form dialog's body needs: the guarded save (for Enter) and whether it saves. */
export type FormDialogState = {
  /** Starts the save unless one runs; a form's `onFinish`, so Enter in a field saves. */
  save: () => void;
  isSaving: boolean;
  /** Closes through the guard. */
  requestClose: () => void;
  canCloseWhileSaving: boolean;
};

/**
 * A form dialog's single run and close guard; hand the result to `FormDialog` and read
 * `isSaving` to hold the fields while it saves.
 */
export function useFormDialog(options: FormDialogOptions): FormDialogState {
  const { run, isRunning } = useSingleRun(options.save);
  const isSaving = isRunning || options.isPending === true;
  const canCloseWhileSaving = options.canCloseWhileSaving === true;
  const guardedClose = useCloseGuard(
    options.form,
    isSaving,
    options.onClose,
    options.hasOtherInput,
  );
  return {
    save: () => void run(),
    isSaving,
    requestClose: canCloseWhileSaving ? options.onClose : guardedClose,
    canCloseWhileSaving,
  };
}

type Props = {
  dialog: FormDialogState;
  title: ReactNode;
  children: ReactNode;
  /** Shown while true; a dialog mounted only while open leaves it out. */
  open?: boolean;
  width?: number;
  /** The save button's text ('Kaydet'). */
  saveText?: string;
  saveTestId?: string;
  cancelTestId?: string;
  /** Holds the save button back (a required choice missing, a list in edit). */
  isSaveDisabled?: boolean;
  /** Buttons before 'Vazgeç' ('Temizle'). */
  extraButtons?: ReactNode[];
  /** A click outside closes it (through the guard); off unless said. */
  maskClosable?: boolean;
  /** Escape closes it (through the guard); on unless said. */
  keyboard?: boolean;
  afterClose?: () => void;
  'data-testid'?: string;
};

/**
 * The dialog around a form: an Ant Design `Modal` whose close button, Escape and 'Vazgeç' go
 * through the guard of `useFormDialog`, and the 'Vazgeç' / 'Kaydet' footer, where 'Kaydet'
 * shows the save running and 'Vazgeç' waits for it (unless `canCloseWhileSaving`). Its content
 * leaves the DOM when it closes.
 */
export function FormDialog({
  dialog,
  title,
  children,
  open = true,
  width,
  saveText = 'Kaydet',
  saveTestId,
  cancelTestId,
  isSaveDisabled,
  extraButtons = [],
  maskClosable = false,
  keyboard,
  afterClose,
  'data-testid': testId,
}: Props) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={dialog.requestClose}
      maskClosable={maskClosable}
      keyboard={keyboard}
      destroyOnHidden
      afterClose={afterClose}
      footer={[
        ...extraButtons,
        <Button
          key="cancel"
          onClick={dialog.requestClose}
          disabled={dialog.isSaving && !dialog.canCloseWhileSaving}
          data-testid={cancelTestId}
        >
          Vazgeç
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={dialog.isSaving}
          disabled={isSaveDisabled}
          onClick={dialog.save}
          data-testid={saveTestId}
        >
          {saveText}
        </Button>,
      ]}
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}
