import type { TImportKind } from '@ccms/contract/imports/kinds';
import type { TImportState, TImportSummary } from '@ccms/contract/imports/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useImport } from '../api/get-import';
import { useImports } from '../api/get-imports';
import { importKeys } from '../api/import-keys';
import { IMPORT_SCREEN_TEXTS as T } from './import-texts';

/** An import still needing the user or a job: the tab opens on it. */
const OPEN_STATES: ReadonlySet<TImportState> = new Set(['reading', 'checked', 'applying']);

/**
 * The import a kind's tab shows: the one the user just sent, else the kind's import still being
 * read, checked or applied (so the screen can be left and come back to). Followed while a job
 * works on it; when its state changes the history reloads, and a file that could not be read
 * is said as a red notice.
 */
export function useCurrentImport(kind: TImportKind) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const history = useImports(kind);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const openId = history.data?.items.find((item) => OPEN_STATES.has(item.state))?.id ?? null;
  const current = useImport(chosenId ?? openId);
  const summary: TImportSummary | undefined = current.data;
  const shownState = summary?.state;
  // An import open in the kind (found on coming back, or sent from another window) is followed
  // and stays shown once it ends (applied, failed), as one just sent does.
  useEffect(() => {
    const isShownOpen = shownState !== undefined && OPEN_STATES.has(shownState);
    if (openId !== null && openId !== chosenId && (chosenId === null || !isShownOpen)) {
      setChosenId(openId);
    }
  }, [openId, chosenId, shownState]);

  const seenState = useRef<{ id: string; state: TImportState } | null>(null);
  useEffect(() => {
    if (!summary) return;
    const seen = seenState.current;
    seenState.current = { id: summary.id, state: summary.state };
    if (!seen || seen.id !== summary.id || seen.state === summary.state) return;
    void queryClient.invalidateQueries({ queryKey: importKeys.ofKind(kind) });
    if (summary.state === 'failed') {
      notify(notification, 'error', { title: summary.failureMessage ?? T.unreadable });
    }
  }, [summary, kind, queryClient, notification]);

  return {
    history,
    /** Undefined while nothing is shown: the tab offers the file chooser alone. */
    summary: summary?.state === 'discarded' ? undefined : summary,
    show: setChosenId,
  };
}
