import type { TCategorySet } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES } from '@ccms/contract/hierarchy-admin/messages';
import { Button, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  breakdownName,
  CALL_TYPE_OPTIONS,
  type CallType,
  callTypeLabel,
  isEditKey,
} from './category-set-row';
import { useConfirmedRowSave } from './use-confirmed-row-save';

/**
 * The call type of a breakdown, edited in place: a double click (or Enter / F2 on the focused
 * cell) opens a select; Esc or leaving it cancels; choosing another value asks for
 * confirmation, saves the whole row and the list reloads.
 */
export function CallTypeCell({ row }: { row: TCategorySet }) {
  const [isEditing, setEditing] = useState(false);
  // A ref, not state: the confirmation takes the focus before a re-render could tell onBlur.
  const isConfirming = useRef(false);
  const cellButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back from the editor, the focus returns to the cell (keyboard users keep their place).
  useEffect(() => {
    if (wasEditing.current && !isEditing) cellButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const { save, isPending } = useConfirmedRowSave();
  const label = callTypeLabel(row.callType);
  const breakdown = breakdownName(row);

  const choose = async (callType: CallType) => {
    if (callType === row.callType) return setEditing(false);
    isConfirming.current = true;
    await save(row, { callType }, HIERARCHY_ADMIN_MESSAGES.callTypeConfirm);
    isConfirming.current = false;
    setEditing(false);
  };

  if (isEditing) {
    return (
      <Select<CallType>
        size="small"
        value={row.callType as CallType}
        options={[...CALL_TYPE_OPTIONS]}
        defaultOpen
        autoFocus
        loading={isPending}
        disabled={isPending}
        onChange={(value) => void choose(value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
        }}
        onBlur={() => !isConfirming.current && setEditing(false)}
        style={{ minWidth: 130 }}
        aria-label={`Çağrı tipi - ${breakdown}`}
        data-testid="category-set-call-type-select"
      />
    );
  }
  return (
    <Button
      ref={cellButton}
      type="text"
      size="small"
      onDoubleClick={() => setEditing(true)}
      onKeyDown={(event) => {
        if (!isEditKey(event.key)) return;
        event.preventDefault();
        setEditing(true);
      }}
      title="Değiştirmek için çift tıklayın"
      aria-label={`Çağrı tipi: ${label} - ${breakdown}. Değiştirmek için Enter ya da F2.`}
      data-testid="category-set-call-type"
    >
      {label}
    </Button>
  );
}
