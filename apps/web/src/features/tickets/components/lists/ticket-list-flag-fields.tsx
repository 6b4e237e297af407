import { Checkbox, Flex, Form } from 'antd';
import type { TicketListFilterField } from './ticket-list-active-filters';

const FLAGS = [
  { name: 'isFromComplaint', label: 'Şikayetten', testId: 'ticket-list-filter-from-complaint' },
  { name: 'isAllTickets', label: 'Tüm biletler', testId: 'ticket-list-filter-all-tickets' },
  { name: 'isEditedTickets', label: 'Düzenlenen biletler', testId: 'ticket-list-filter-edited' },
  { name: 'hasDiscountCode', label: 'İndirim kodu olanlar', testId: 'ticket-list-filter-discount' },
] as const;

/** The filter card's boxes; a folded card keeps only the ticked ones in view. */
export function TicketListFlagFields({
  isShown,
}: {
  isShown: (field: TicketListFilterField) => boolean;
}) {
  return (
    <Flex wrap gap={16}>
      {FLAGS.map((flag) => (
        <Form.Item key={flag.name} name={flag.name} valuePropName="checked" noStyle>
          <Checkbox
            data-testid={flag.testId}
            style={isShown(flag.name) ? undefined : { display: 'none' }}
          >
            {flag.label}
          </Checkbox>
        </Form.Item>
      ))}
    </Flex>
  );
}
