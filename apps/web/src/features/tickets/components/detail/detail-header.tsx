import { ArrowLeftOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import type { TTicketAuthority, TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useClientConfig } from '../../../../lib/client-config';
import { DeleteTicketButton } from './delete-ticket-button';
import { buildTicketExternalLinks } from './detail-external-links';
import { NotificationMailButton } from './notification-mail-button';
import { TicketStatusTag } from './ticket-info-card';

const LIST_PATH = '/tickets/ticketsofcurrentuser';

type Props = {
  ticket: TTicketDetail;
  authority: TTicketAuthority;
  /** Opens the edit dialog; undefined when there is none or the user may not edit. */
  onEdit?: () => void;
};

/**
 * The page's title line: back to the lists, the number and status, the ticket's actions as the user
 * may use them, and the external tools that are configured (docs/domain.md §15 External links).
 */
export function DetailHeader({ ticket, authority, onEdit }: Props) {
  const { externalLinks } = useClientConfig();
  const links = buildTicketExternalLinks(externalLinks, ticket.customerPhoneNumber);
  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={12} wrap>
        <Link to={LIST_PATH} aria-label="Bilet listesine dön">
          <ArrowLeftOutlined />
        </Link>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="ticket-title">
          {`Bilet #${ticket.ticketNo}`}
        </Typography.Title>
        <TicketStatusTag ticket={ticket} />
        <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
          {onEdit && (
            <Button icon={<EditOutlined />} onClick={onEdit} data-testid="ticket-edit">
              Düzenle
            </Button>
          )}
          {authority.canSendNotificationMail && <NotificationMailButton ticketId={ticket.id} />}
          {authority.canDelete && (
            <DeleteTicketButton ticketId={ticket.id} ticketNo={ticket.ticketNo} />
          )}
        </Flex>
      </Flex>
      {links.length > 0 && (
        <Flex gap={8} wrap data-testid="ticket-external-links">
          {links.map((link) => (
            <Button
              key={link.key}
              size="small"
              icon={<LinkOutlined />}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`ticket-link-${link.key}`}
            >
              {link.label}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
