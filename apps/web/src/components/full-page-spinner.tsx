import { Flex, Spin } from 'antd';

type Props = { description?: string };

/** A centred spinner filling the page (start-up, sign-in redirects, lazy screens). */
export function FullPageSpinner({ description = 'Yükleniyor…' }: Props) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} role="status">
      <Spin size="large" description={description}>
        <div style={{ padding: 48 }} />
      </Spin>
    </Flex>
  );
}
