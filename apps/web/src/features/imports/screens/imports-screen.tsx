import { IMPORT_KIND_LABELS, IMPORT_KINDS, ZImportKind } from '@ccms/contract/imports/kinds';
import { Flex, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ImportKindTab } from '../components/import-kind-tab';

/**
 * /definitions/imports 'İçe Aktar' (Admin, docs/domain.md §26): a tab per kind of the
 * chain's data, each with its template, export, file upload, preview, apply and undo. The open
 * tab is in the address (`?kind=users`), so a link or a return lands on it.
 */
export default function ImportsScreen() {
  const [params, setParams] = useSearchParams();
  const kind = ZImportKind.catch('stores').parse(params.get('kind'));

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        İçe Aktar
      </Typography.Title>
      <Tabs
        activeKey={kind}
        onChange={(key) => setParams({ kind: key }, { replace: true })}
        items={IMPORT_KINDS.map((candidate) => ({
          key: candidate,
          label: IMPORT_KIND_LABELS[candidate],
          // Only the open tab asks for its imports and follows a job.
          children: candidate === kind ? <ImportKindTab key={candidate} kind={candidate} /> : null,
        }))}
        data-testid="import-tabs"
      />
    </Flex>
  );
}
