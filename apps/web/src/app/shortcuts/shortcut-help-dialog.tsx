import { Modal, Table, type TableColumnsType, Typography } from 'antd';
import { SHORTCUTS, type Shortcut } from './shortcut-table';

const COLUMNS: TableColumnsType<Shortcut> = [
  {
    title: 'Tuşlar',
    dataIndex: 'keysLabel',
    width: 200,
    render: (keys: string) => <Typography.Text keyboard>{keys}</Typography.Text>,
  },
  { title: 'İşlem', dataIndex: 'description' },
];

type Props = { open: boolean; onClose: () => void };

/**
 * 'Klavye kısayolları': every shortcut of the table, opened by '?', Alt+Shift+H or the user
 * menu. Like every dialog it keeps Tab inside (layout/dialog-tab-wrap.ts), closes with Escape
 * and gives focus back.
 */
export function ShortcutHelpDialog({ open, onClose }: Props) {
  return (
    <Modal open={open} title="Klavye kısayolları" onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        Kısayollar bir alana yazarken çalışmaz; açık bir pencere Escape ile kapanır.
      </Typography.Paragraph>
      <Table<Shortcut>
        rowKey="id"
        size="small"
        pagination={false}
        columns={COLUMNS}
        dataSource={[...SHORTCUTS]}
      />
    </Modal>
  );
}
