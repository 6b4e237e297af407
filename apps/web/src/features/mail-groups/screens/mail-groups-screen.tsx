import { Flex, Typography } from 'antd';
import { MailGroupTable } from '../components/mail-group-table';

/** /definitions/mailgroups 'Mail Grupları': the groups breakdown mails go to. */
export default function MailGroupsScreen() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Mail Grupları
      </Typography.Title>
      <MailGroupTable />
    </Flex>
  );
}
