import { App, type FormInstance } from 'antd';

const DISCARD_CHANGES = 'Değişiklikler kaydedilmeyecek. Kapatmak istiyor musunuz?';

/**
 * Closing a form dialog: at once when nothing was touched, after 'Evet' to the discard question
 * otherwise, and not at all while it saves. `hasOtherInput`: what the dialog holds outside the
 * form's fields (the rows of a list typed into the dialog) counts as touched too. Without a
 * form only that input is asked about.
 */
export function useCloseGuard(
  form: FormInstance | undefined,
  isSaving: boolean,
  onClose: () => void,
  hasOtherInput = false,
) {
  const { modal } = App.useApp();
  return () => {
    if (isSaving) return;
    if (!form?.isFieldsTouched() && !hasOtherInput) return onClose();
    modal.confirm({ title: DISCARD_CHANGES, okText: 'Evet', cancelText: 'Hayır', onOk: onClose });
  };
}
