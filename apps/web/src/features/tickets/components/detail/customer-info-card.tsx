import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { Card, Descriptions, type DescriptionsProps, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { fullName } from '../../../../lib/format';
import { customerDetailPath } from '../../../../lib/paths';
import { textOrDash } from './detail-format';

/** 'Müşteri Bilgileri': the name leads to the customer's page; a flagged customer says why. */
export function CustomerInfoCard({ ticket }: { ticket: TTicketDetail }) {
  const name = fullName(ticket.customerFirstName, ticket.customerLastName);
  const items: DescriptionsProps['items'] = [
    {
      key: 'name',
      label: 'Müşteri',
      children: (
        <Link to={customerDetailPath(ticket.customerId)} data-testid="ticket-customer-link">
          {name || textOrDash(null)}
        </Link>
      ),
    },
    { key: 'phone', label: 'Telefon', children: textOrDash(ticket.customerPhoneNumber) },
    { key: 'email', label: 'E-posta', children: textOrDash(ticket.customerEmailAddress) },
    { key: 'card', label: 'Kart No', children: textOrDash(ticket.currentWatsonsCardNo) },
    {
      key: 'flag',
      label: 'Flag',
      children: ticket.customerIsFlag ? (
        <span data-testid="ticket-customer-flag">
          <Tag color="warning">Flagli</Tag>
          {ticket.customerFlagDescription && (
            <Typography.Text>{ticket.customerFlagDescription}</Typography.Text>
          )}
        </span>
      ) : (
        'Hayır'
      ),
    },
  ];
  return (
    <Card title="Müşteri Bilgileri" size="small" data-testid="ticket-customer">
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}
