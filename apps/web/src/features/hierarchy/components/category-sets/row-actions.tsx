import { BranchesOutlined, FileTextOutlined, MailOutlined } from '@ant-design/icons';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { Button, Space, Tooltip } from 'antd';
import { breakdownName } from './category-set-row';

export type RowDialog = 'ruleSet' | 'script' | 'mailGroup';

type Props = {
  row: TCategorySet;
  /** The script and the mail group need Ticket.EditCategorySets (contract EDIT_CATEGORY_SETS_FIELDS). */
  canEditCategorySets: boolean;
  onOpen: (dialog: RowDialog, row: TCategorySet) => void;
};

/**
 * A row's buttons to its dialogs: 'Kural Seti', 'Script', 'Mail Grubu', as icons named by their
 * label and tooltip, so that the switches keep the table's width.
 */
export function RowActions({ row, canEditCategorySets, onOpen }: Props) {
  const breakdown = breakdownName(row);
  return (
    <Space size={4}>
      <Tooltip title="Kural Seti">
        <Button
          size="small"
          icon={<BranchesOutlined />}
          onClick={() => onOpen('ruleSet', row)}
          aria-label={`Kural Seti - ${breakdown}`}
          data-testid="category-set-rule-set-button"
        />
      </Tooltip>
      {canEditCategorySets && (
        <>
          <Tooltip title="Script">
            <Button
              size="small"
              icon={<FileTextOutlined />}
              onClick={() => onOpen('script', row)}
              aria-label={`Script - ${breakdown}`}
              data-testid="category-set-script-button"
            />
          </Tooltip>
          <Tooltip title="Mail Grubu">
            <Button
              size="small"
              icon={<MailOutlined />}
              onClick={() => onOpen('mailGroup', row)}
              aria-label={`Mail Grubu - ${breakdown}`}
              data-testid="category-set-mail-group-button"
            />
          </Tooltip>
        </>
      )}
    </Space>
  );
}
