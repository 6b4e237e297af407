import { DeleteOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import type { TTicketDocument } from '@ccms/contract/tickets-create';
import { TICKET_FILE_MESSAGES } from '@ccms/contract/tickets-extras';
import { App, Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { errorMessagesOf } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useDeleteAllDocumentOfTicket } from '../../api/detail/delete-all-document-of-ticket';
import { useDeleteDocumentOfTicket } from '../../api/detail/delete-document-of-ticket';
import { useDownloadTicketDocument } from '../../api/detail/download-ticket-document';
import { useDocumentsOfTicket } from '../../api/detail/get-documents-of-ticket';
import { AddFilesDialog } from './add-files-dialog';
import { fileSizeText } from './detail-files';
import { useDetailNotice } from './use-detail-notice';

type Props = {
  ticketId: string;
  canAddDocument: boolean;
  /** Ticket.DeleteDocument: delete one file, or all. */
  canDeleteDocument: boolean;
};

/**
 * 'Dosyalar': the ticket's files to download, 'Dosya Ekle' (at most 5 a ticket) and, with
 * Ticket.DeleteDocument, delete one or all after a confirmation (texts: docs/domain.md §13.5).
 */
export function FilesCard({ ticketId, canAddDocument, canDeleteDocument }: Props) {
  const { modal } = App.useApp();
  const notice = useDetailNotice();
  const documents = useDocumentsOfTicket(ticketId);
  const download = useDownloadTicketDocument();
  const deleteOne = useDeleteDocumentOfTicket(ticketId);
  const deleteAll = useDeleteAllDocumentOfTicket();
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const files = documents.data ?? [];

  const confirmDelete = (document: TTicketDocument) =>
    modal.confirm({
      title: 'Onay',
      content: TICKET_FILE_MESSAGES.deleteFileConfirm(document.fileName),
      okText: 'Evet',
      okButtonProps: { danger: true },
      cancelText: 'Hayır',
      onOk: async () => {
        try {
          await deleteOne.mutateAsync(document.id);
          notice.success(TICKET_FILE_MESSAGES.fileDeleted);
        } catch (error) {
          notice.failure(error, TICKET_FILE_MESSAGES.fileDeleteFailed);
        }
      },
    });

  const confirmDeleteAll = () =>
    modal.confirm({
      title: 'Onay',
      content: TICKET_FILE_MESSAGES.deleteAllFilesConfirm,
      okText: 'Evet',
      okButtonProps: { danger: true },
      cancelText: 'Hayır',
      onOk: async () => {
        try {
          await deleteAll.mutateAsync(ticketId);
          notice.success(TICKET_FILE_MESSAGES.filesDeleted);
        } catch (error) {
          notice.failure(error, TICKET_FILE_MESSAGES.filesDeleteFailed);
        }
      },
    });

  const columns: TableColumnsType<TTicketDocument> = [
    {
      key: 'name',
      title: 'Dosya',
      render: (_value, document) => (
        <Typography.Link
          onClick={() => download.mutate(document)}
          data-testid="ticket-file-download"
        >
          <PaperClipOutlined /> {document.fileName}
        </Typography.Link>
      ),
    },
    {
      key: 'size',
      title: 'Boyut',
      width: 90,
      render: (_v, document) => fileSizeText(document.size),
    },
    { key: 'createdBy', title: 'Ekleyen', dataIndex: 'createdBy' },
    {
      key: 'createdDate',
      title: 'Tarih',
      width: 140,
      render: (_value, document) => formatDateTime(document.createdDate),
    },
  ];
  if (canDeleteDocument) {
    columns.push({
      key: 'delete',
      width: 48,
      render: (_value, document) => (
        <Button
          size="small"
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`${document.fileName} dosyasını sil`}
          onClick={() => confirmDelete(document)}
          data-testid="ticket-file-delete"
        />
      ),
    });
  }

  return (
    <Card
      title="Dosyalar"
      size="small"
      data-testid="ticket-files"
      extra={
        <Flex gap={8}>
          {canAddDocument && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setDialog((current) => ({ open: true, key: current.key + 1 }))}
              data-testid="ticket-files-add"
            >
              Dosya Ekle
            </Button>
          )}
          {canDeleteDocument && files.length > 0 && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              loading={deleteAll.isPending}
              onClick={confirmDeleteAll}
              data-testid="ticket-files-delete-all"
            >
              Tümünü Sil
            </Button>
          )}
        </Flex>
      }
    >
      <Table<TTicketDocument>
        size="small"
        columns={columns}
        dataSource={files}
        rowKey="id"
        loading={documents.isPending}
        pagination={false}
        rowClassName={() => 'ticket-file-row'}
        locale={{
          emptyText: documents.isError ? errorMessagesOf(documents.error).join(' ') : 'Dosya yok.',
        }}
      />
      {dialog.key > 0 && (
        <AddFilesDialog
          key={dialog.key}
          ticketId={ticketId}
          existingCount={files.length}
          open={dialog.open}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
        />
      )}
    </Card>
  );
}
