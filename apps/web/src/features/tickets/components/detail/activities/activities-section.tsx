import { PlusOutlined } from '@ant-design/icons';
import type { TTicketAuthority, TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { HOLIDAY_KIND } from '@ccms/contract/tickets-detail/schemas';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { Button, Card, Divider, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { errorMessagesOf } from '../../../../../lib/api-error';
import { useTicketActivities } from '../../../api/detail/activities/get-ticket-activities';
import { ActivityItem } from './activity-item';
import { NewActivityDialog } from './new-activity-dialog';

const HOLIDAY_LABELS: Record<number, string> = {
  [HOLIDAY_KIND.fullDay]: 'Resmi tatil',
  [HOLIDAY_KIND.halfDay]: 'Yarım gün tatil',
};

/** The ticket (version, status, SLA labels) and what the user may do on it. */
export type ActivitiesSectionProps = {
  ticket: TTicketDetail;
  authority: TTicketAuthority;
};

/**
 * 'Aktiviteler' (docs/domain.md §13.2 List): the SLA-paused and holiday labels while the ticket is
 * open, 'Aktivite Ekle' for those who may add one, and the activities newest first.
 */
export function ActivitiesSection({ ticket, authority }: ActivitiesSectionProps) {
  const activities = useTicketActivities(ticket.id);
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const isOpen = ticket.status !== TICKET_STATUS.closed;
  const holiday = HOLIDAY_LABELS[ticket.isHoliday];

  const title = (
    <Flex gap={8} align="center" wrap>
      <span>Aktiviteler</span>
      {isOpen && ticket.isSlaPaused && (
        <Tag color="orange" data-testid="activities-sla-paused">
          SLA durduruldu
        </Tag>
      )}
      {isOpen && holiday && (
        <Tag color="blue" data-testid="activities-holiday">
          {holiday}
        </Tag>
      )}
    </Flex>
  );

  return (
    <Card
      title={title}
      size="small"
      data-testid="ticket-activities"
      extra={
        authority.canAddActivity && (
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setDialog((current) => ({ open: true, key: current.key + 1 }))}
            data-testid="activity-add"
          >
            Aktivite Ekle
          </Button>
        )
      }
    >
      {activities.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : activities.isError ? (
        <Typography.Text type="danger">
          {errorMessagesOf(activities.error).join(' ')}
        </Typography.Text>
      ) : activities.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aktivite yok." />
      ) : (
        <div>
          {activities.data.map((activity, index) => (
            <Fragment key={activity.id}>
              {index > 0 && <Divider style={{ marginBlock: 8 }} />}
              <ActivityItem activity={activity} authority={authority} />
            </Fragment>
          ))}
        </div>
      )}
      {dialog.key > 0 && (
        <NewActivityDialog
          key={dialog.key}
          ticket={ticket}
          open={dialog.open}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
        />
      )}
    </Card>
  );
}
