import type { TTicketUpdateHistory } from '@ccms/contract/tickets-detail/schemas';
import { Modal, Table, type TableColumnsType } from 'antd';
import { formatDateTime } from '../../../../lib/format';

type Props = {
  histories: readonly TTicketUpdateHistory[];
  open: boolean;
  onClose: () => void;
};

type HistoryRow = TTicketUpdateHistory & { key: number };

const COLUMNS: TableColumnsType<HistoryRow> = [
  {
    key: 'createdDate',
    title: 'Tarih',
    width: 150,
    render: (_value, row) => formatDateTime(row.createdDate),
  },
  { key: 'creator', title: 'Güncelleyen', dataIndex: 'creatorUserFullName', width: 180 },
  { key: 'description', title: 'Değişiklik', dataIndex: 'description' },
];

/** 'Güncelleme Geçmişi': one row per changed field of every edit (Ticket.LastEdit). */
export function UpdateHistoryDialog({ histories, open, onClose }: Props) {
  return (
    <Modal
      title="Güncelleme Geçmişi"
      open={open}
      onCancel={onClose}
      footer={null}
      width={800}
      data-testid="ticket-update-history"
    >
      <Table<HistoryRow>
        size="small"
        columns={COLUMNS}
        // Two changes may share time and text: the position is the only key.
        dataSource={histories.map((history, index) => ({ ...history, key: index }))}
        pagination={histories.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: 'Bu bilet henüz güncellenmedi.' }}
      />
    </Modal>
  );
}
