import { Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useOutbox } from '../api/list-outbox';
import { OutboxFilterCard } from '../components/outbox-filter-card';
import { OutboxMessageDrawer } from '../components/outbox-message-drawer';
import {
  buildOutboxQuery,
  INITIAL_OUTBOX_STATE,
  type OutboxFilters,
  type OutboxListState,
} from '../components/outbox-query';
import { OutboxTable } from '../components/outbox-table';

/**
 * /definitions/outbox 'Giden Mesajlar' (Admin): every mail and SMS the product sent or tried to
 * send, with its state; one opens with its recipients, body and errors, and a failed one can be
 * sent again (docs/domain.md §17).
 */
export default function OutboxScreen() {
  const [state, setState] = useState<OutboxListState>(INITIAL_OUTBOX_STATE);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useMemo(() => buildOutboxQuery(state), [state]);
  const outbox = useOutbox(query);

  const search = (filters: OutboxFilters) =>
    setState((current) => ({ ...current, filters, page: 1 }));

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Giden Mesajlar
      </Typography.Title>
      <OutboxFilterCard onSearch={search} isSearching={outbox.isFetching} />
      <OutboxTable
        page={outbox.data}
        isLoading={outbox.isFetching}
        pageNumber={state.page}
        order={state.order}
        onChange={(change) => setState((current) => ({ ...current, ...change }))}
        onOpen={setOpenId}
      />
      <OutboxMessageDrawer messageId={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
