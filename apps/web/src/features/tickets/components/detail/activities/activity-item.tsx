import { needsCallWrapUp } from '@ccms/contract/tickets-activities/rules';
import type { TTicketActivity } from '@ccms/contract/tickets-activities/schemas';
import type { TTicketAuthority } from '@ccms/contract/tickets-detail/schemas';
import { ticketStatusLabel, ticketSubStatusLabel } from '@ccms/contract/tickets-statuses';
import { formatMoneyTr } from '@ccms/contract/turkish-format';
import { Descriptions, type DescriptionsProps, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../../../lib/format';
import { ticketStatusColor } from '../../../../../lib/ticket-status-color';
import { textOrDash } from '../detail-format';
import { CreatorIcon } from '../notes-card';
import { ActivityEditDialog, type ActivityEditField } from './activity-edit-dialog';
import { VoiceInline, WrapUpInline } from './activity-wrap-up-inline';
import { EditIconButton } from './edit-icon-button';

type Props = {
  activity: TTicketActivity;
  authority: Pick<TTicketAuthority, 'canEditDescription' | 'canSeeDiscountCode'>;
};

type Editing = 'description' | 'discount' | 'points' | null;

const money = (amount: number | null) => formatMoneyTr(amount) || '-';

const DIALOGS: Record<Exclude<Editing, null>, { title: string; fields: ActivityEditField[] }> = {
  description: {
    title: 'Aktivite Açıklamasını Düzenle',
    fields: [{ name: 'description', label: 'Açıklama', kind: 'textarea' }],
  },
  discount: {
    title: 'İndirim Kodunu Düzenle',
    fields: [
      { name: 'discountCode', label: 'İndirim Kodu', kind: 'text' },
      { name: 'discountCodeAmount', label: 'İndirim Tutarı', kind: 'amount' },
    ],
  },
  points: {
    title: 'Puanı Düzenle',
    fields: [
      { name: 'moneyPoint', label: 'Puan', kind: 'text' },
      { name: 'moneyPointAmount', label: 'Puan Tutarı', kind: 'amount' },
    ],
  },
};

/**
 * One activity (docs/domain.md §13.2 List): who (with the creator-type icon) and when, the status
 * it set, where it forwarded the ticket, its wrap-up, voice, discount code and points, and its
 * description; with Ticket.EditDescription each of these can be edited in place.
 */
export function ActivityItem({ activity, authority }: Props) {
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = authority.canEditDescription;
  const hasWrapUp = needsCallWrapUp(activity.status, activity.subStatus);
  // Discount codes and points are edited only by those who may see them.
  const editButton = (kind: Exclude<Editing, null>, label: string) =>
    canEdit &&
    (kind === 'description' || authority.canSeeDiscountCode) && (
      <EditIconButton
        label={label}
        onClick={() => setEditing(kind)}
        testId={`activity-edit-${kind}`}
      />
    );

  const items: NonNullable<DescriptionsProps['items']> = [];
  if (activity.transferRoleName) {
    items.push({
      key: 'transfer',
      label: 'Yönlendirilen Birim',
      children: [activity.transferRoleName, activity.transferStoreName].filter(Boolean).join(' / '),
    });
  }
  if (activity.currentFlowRoleName) {
    items.push({
      key: 'owner',
      label: 'Sorumlu',
      children: [activity.currentFlowRoleName, activity.ticketResponsibleStore]
        .filter(Boolean)
        .join(' / '),
    });
  }
  if (activity.callWrapUpId || (hasWrapUp && canEdit)) {
    items.push({
      key: 'wrapUp',
      label: 'Çağrı Sonucu',
      children:
        canEdit && hasWrapUp ? (
          <WrapUpInline activity={activity} ticketId={activity.ticketId} />
        ) : (
          textOrDash(activity.callWrapUpName)
        ),
    });
  }
  if (activity.customerVoiceId) {
    items.push({
      key: 'voice',
      label: 'Müşteri Sesi',
      children:
        canEdit && hasWrapUp ? (
          <VoiceInline activity={activity} ticketId={activity.ticketId} />
        ) : (
          textOrDash(activity.customerVoiceName)
        ),
    });
  }
  if (activity.hasDiscountCode) {
    items.push({
      key: 'discount',
      label: 'İndirim Kodu',
      children: (
        <Flex gap={4} align="center" data-testid="activity-discount">
          {activity.discountCode === null
            ? 'Verildi'
            : `${activity.discountCode} (${money(activity.discountCodeAmount)})`}
          {editButton('discount', 'İndirim kodunu düzenle')}
        </Flex>
      ),
    });
  }
  if (activity.hasMoneyPoint) {
    items.push({
      key: 'points',
      label: 'Puan',
      children: (
        <Flex gap={4} align="center" data-testid="activity-points">
          {activity.moneyPoint === null
            ? 'Yüklendi'
            : `${activity.moneyPoint} (${money(activity.moneyPointAmount)})`}
          {editButton('points', 'Puanı düzenle')}
        </Flex>
      ),
    });
  }

  return (
    <Flex vertical gap={6} data-testid="ticket-activity" data-activity-id={activity.id}>
      <Flex gap={8} align="center" wrap>
        <CreatorIcon userType={activity.creatorUserType} />
        <Typography.Text strong>{activity.creatorUserFullName}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(activity.createdDate)}</Typography.Text>
        <Tag color={ticketStatusColor(activity.status)} data-testid="activity-status-tag">
          {`${ticketStatusLabel(activity.status)} / ${ticketSubStatusLabel(activity.subStatus)}`}
        </Tag>
        {activity.isSlaPaused && <Tag color="orange">SLA durduruldu</Tag>}
      </Flex>
      {items.length > 0 && <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />}
      <Flex gap={4} align="start">
        <Typography.Paragraph
          className="ticket-detail-description"
          data-testid="activity-description-text"
        >
          {textOrDash(activity.description)}
        </Typography.Paragraph>
        {editButton('description', 'Aktivite açıklamasını düzenle')}
      </Flex>
      {activity.updatedDate && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`Düzenleyen: ${activity.updatedUserFullName ?? '-'}, ${formatDateTime(activity.updatedDate)}`}
        </Typography.Text>
      )}
      {editing && (
        <ActivityEditDialog
          title={DIALOGS[editing].title}
          ticketId={activity.ticketId}
          activityId={activity.id}
          fields={DIALOGS[editing].fields}
          initialValues={{
            description: activity.description ?? '',
            discountCode: activity.discountCode ?? '',
            discountCodeAmount: activity.discountCodeAmount,
            moneyPoint: activity.moneyPoint ?? '',
            moneyPointAmount: activity.moneyPointAmount,
          }}
          onClose={() => setEditing(null)}
          testId={`activity-${editing}-dialog`}
        />
      )}
    </Flex>
  );
}
