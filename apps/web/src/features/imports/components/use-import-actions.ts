import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { App, type ButtonProps } from 'antd';
import { failureMessages } from '../../../lib/failure-messages';
import { notify } from '../../../lib/notify';
import { messagesBeyondSaved } from '../../../lib/response-notice';
import { useApplyImport } from '../api/apply-import';
import { useDiscardImport } from '../api/discard-import';
import { useUndoImport } from '../api/undo-import';
import { applyQuestion } from './import-progress';
import { IMPORT_SCREEN_TEXTS as T } from './import-texts';

type Answer = { messages: string[] };

/**
 * The tab's writes on an import: 'Uygula' and 'Geri Al' ask first, naming what they will do;
 * 'Vazgeç' writes nothing and asks nothing. A refusal shows as the app's red notices, with the
 * server's own words.
 */
export function useImportActions() {
  const { modal, notification } = App.useApp();
  const applying = useApplyImport();
  const discarding = useDiscardImport();
  const undoing = useUndoImport();

  const showFailure = (error: unknown, fallback: string) => {
    for (const message of failureMessages(error, fallback)) {
      notify(notification, 'error', { title: message, duration: NOTIFY_SECONDS.failure });
    }
  };

  const run = async (write: () => Promise<Answer>, fallback: string, done?: string) => {
    try {
      const answer = await write();
      const messages = messagesBeyondSaved(answer.messages);
      for (const message of messages.length > 0 ? messages : done ? [done] : []) {
        notify(notification, 'success', { title: message, duration: NOTIFY_SECONDS.success });
      }
    } catch (error) {
      showFailure(error, fallback);
    }
  };

  const confirmThen = (
    title: string,
    content: string,
    okTestId: string,
    write: () => Promise<void>,
  ) =>
    modal.confirm({
      title,
      content,
      okText: 'Evet',
      okButtonProps: { 'data-testid': okTestId } as ButtonProps,
      cancelText: 'Hayır',
      onOk: write,
    });

  return {
    isDiscarding: discarding.isPending,
    apply: (summary: TImportSummary) =>
      confirmThen(
        'İçe aktarma uygulansın mı?',
        applyQuestion(summary),
        'import-apply-confirm',
        () => run(() => applying.mutateAsync(summary), T.applyFailed),
      ),
    discard: (summary: TImportSummary) =>
      run(() => discarding.mutateAsync(summary), T.discardFailed),
    undo: (summary: TImportSummary) =>
      confirmThen(
        `'${summary.fileName}' içe aktarması geri alınsın mı?`,
        `Bu içe aktarmanın eklediği ${summary.newCount} kayıt kaldırılacak, değiştirdiği ${summary.changedCount} kayıt önceki haline dönecek.`,
        'import-undo-confirm',
        () => run(() => undoing.mutateAsync(summary), T.undoFailed, IMPORT_MESSAGES.undone),
      ),
  };
}
