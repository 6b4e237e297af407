import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { textOrDash } from './detail-format';

/** 'Kategori': the breakdown (type / category / sub-category) and its rule set. */
export function CategoryCard({ ticket }: { ticket: TTicketDetail }) {
  const items: DescriptionsProps['items'] = [
    { key: 'type', label: 'Bilet Tipi', children: textOrDash(ticket.ticketCategorySetTypeName) },
    {
      key: 'category',
      label: 'Kategori',
      children: textOrDash(ticket.ticketCategorySetCategoryName),
    },
    {
      key: 'subCategory',
      label: 'Alt Kategori',
      children: textOrDash(ticket.ticketCategorySetSubCategoryName),
    },
    { key: 'ruleSet', label: 'Kural Seti', children: textOrDash(ticket.ruleSetName) },
  ];
  return (
    <Card title="Kategori" size="small" data-testid="ticket-category">
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}

/** 'Mağaza': the ticket's store, its solution unit, the source and the store view. */
export function StoreCard({ ticket }: { ticket: TTicketDetail }) {
  const items: DescriptionsProps['items'] = [
    { key: 'store', label: 'Mağaza', children: textOrDash(ticket.storeFullName) },
    { key: 'solutionUnit', label: 'Çözüm Birimi', children: textOrDash(ticket.solutionUnitName) },
    { key: 'source', label: 'Kaynak', children: textOrDash(ticket.sourceName) },
    { key: 'storeView', label: 'Mağaza Görünümü', children: textOrDash(ticket.storeViewName) },
  ];
  return (
    <Card title="Mağaza" size="small" data-testid="ticket-store">
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}
