import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { formatMoneyTr } from '@ccms/contract/turkish-format';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { textOrDash, yesNo } from './detail-format';

/** 'Kod (tutar)': the code and its amount in TL; null when there is no code to show. */
function codeWithAmount(code: string | null, amount: number | null): string | null {
  if (!code) return null;
  const money = formatMoneyTr(amount);
  return money ? `${code} (${money})` : code;
}

/**
 * 'Diğer Bilgiler': order, cancelling reason, delivery, cargo, campaign and contract, device,
 * problem, waiting-for-product; the discount code and points only when the ticket has them (the
 * server sends them only to holders of Ticket.CanSeeDiscountCode).
 */
export function OtherInfoCard({ ticket }: { ticket: TTicketDetail }) {
  const device = [ticket.device, ticket.deviceOs].filter(Boolean).join(' / ');
  const discount = codeWithAmount(ticket.discountCode, ticket.discountCodeAmount);
  const points = codeWithAmount(ticket.moneyPoint, ticket.moneyPointAmount);
  const items: NonNullable<DescriptionsProps['items']> = [
    {
      key: 'order',
      label: 'Sipariş No',
      children: textOrDash(ticket.order?.orderNumber ?? ticket.orderTicketNumber),
    },
    {
      key: 'orderCancelling',
      label: 'Sipariş İptal Sebebi',
      children: textOrDash(ticket.ticketOrderCancellingDescription),
    },
    { key: 'deliveryType', label: 'Teslimat Türü', children: textOrDash(ticket.deliveryTypeName) },
    { key: 'cargo', label: 'Kargo Şirketi', children: textOrDash(ticket.cargoCompanyName) },
    { key: 'campaign', label: 'Kampanya', children: textOrDash(ticket.campaignName) },
    {
      key: 'contract',
      label: 'Sözleşmeli Firma',
      children: textOrDash(ticket.campaign?.contract),
    },
    { key: 'device', label: 'Cihaz', children: textOrDash(device) },
    { key: 'problem', label: 'Problem', children: textOrDash(ticket.problemContent) },
    {
      key: 'waitingForProduct',
      label: 'Ürün Bekleniyor',
      children: yesNo(ticket.isWaitingForProduct),
    },
  ];
  if (discount) {
    items.push({ key: 'discountCode', label: 'İndirim Kodu', children: discount });
  }
  if (points) items.push({ key: 'moneyPoint', label: 'Puan', children: points });
  return (
    <Card title="Diğer Bilgiler" size="small" data-testid="ticket-other-info">
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}
