import type { TableProps } from 'antd';

/** The one order a time-ordered log offers: newest or oldest first. */
export type TimeOrder = 'ascend' | 'descend';

/** What a time-ordered log table asks of its screen: a page, in an order. */
export type TimeOrderedChange = { page: number; order: TimeOrder };

/**
 * The table's onChange for a log ordered by time (audit log, outbox, sign-in records): the
 * page chosen, or, when the sort was turned, the first page in the new order.
 */
export function timeOrderedChange<Row>(
  order: TimeOrder,
  onChange: (change: TimeOrderedChange) => void,
): NonNullable<TableProps<Row>['onChange']> {
  return (pagination, _filters, sorter) => {
    const first = Array.isArray(sorter) ? sorter[0] : sorter;
    const nextOrder = first?.order ?? 'descend';
    onChange({ page: nextOrder === order ? (pagination.current ?? 1) : 1, order: nextOrder });
  };
}
