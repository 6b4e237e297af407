import { Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAuditLog } from '../api/list-audit-log';
import { AuditLogFilterCard } from '../components/audit-log-filter-card';
import {
  type AuditLogFilters,
  type AuditLogState,
  buildAuditLogQuery,
  INITIAL_AUDIT_LOG_STATE,
} from '../components/audit-log-query';
import { AuditLogTable } from '../components/audit-log-table';

/**
 * /definitions/audit-log 'Yönetim Kayıtları' (Admin): who changed which administration row and
 * how, newest first, read-only.
 */
export default function AuditLogScreen() {
  const [state, setState] = useState<AuditLogState>(INITIAL_AUDIT_LOG_STATE);
  const query = useMemo(() => buildAuditLogQuery(state), [state]);
  const log = useAuditLog(query);

  const search = (filters: AuditLogFilters) =>
    setState((current) => ({ ...current, filters, page: 1 }));

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Yönetim Kayıtları
      </Typography.Title>
      <AuditLogFilterCard onSearch={search} isSearching={log.isFetching} />
      <AuditLogTable
        page={log.data}
        isLoading={log.isFetching}
        pageNumber={state.page}
        order={state.order}
        onChange={(change) => setState((current) => ({ ...current, ...change }))}
      />
    </Flex>
  );
}
