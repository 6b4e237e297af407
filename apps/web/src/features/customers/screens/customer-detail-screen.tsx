import { ArrowLeftOutlined } from '@ant-design/icons';
import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import type { TCustomer } from '@ccms/contract/customers/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessagesOf } from '../../../lib/api-error';
import { usePermissions } from '../../../lib/permissions';
import { isCustomerId, useCustomer } from '../api/get-customer';
import { customerTicketsQueryKey } from '../api/get-customer-tickets';
import type { CreateTicketSlot } from '../components/create-ticket-slot';
import { customerChangeBlockReason, customerFlagBlockReason } from '../components/detail-access';
import { DetailContactCard } from '../components/detail-contact-card';
import { DetailCustomerCard } from '../components/detail-customer-card';
import { DetailLoyaltyCards } from '../components/detail-loyalty-cards';
import { DetailStatusSwitches } from '../components/detail-status-switches';
import { DetailTicketsTable } from '../components/detail-tickets-table';

const LIST_PATH = '/customers/list';

type ScreenProps = {
  /** The 'Yeni Bilet' dialog (the app plugs in the tickets feature's); none, no button. */
  createTicketDialog?: CreateTicketSlot;
};

/**
 * /customers/byid/{id}: one customer, its cards and tickets (docs/domain.md §6 Customer detail).
 */
export default function CustomerDetailScreen({ createTicketDialog }: ScreenProps) {
  const { id } = useParams();
  if (!isCustomerId(id)) return <CustomerNotFound />;
  // A new key per customer: nothing of the previous one (edit mode, page) survives navigation.
  return <CustomerDetail key={id} id={id} createTicketDialog={createTicketDialog} />;
}

function CustomerDetail({ id, createTicketDialog }: ScreenProps & { id: string }) {
  const customer = useCustomer(id);
  if (customer.isPending) return <DetailSkeleton />;
  if (customer.isError) {
    if (customer.error instanceof ApiError && customer.error.status === 404) {
      return <CustomerNotFound />;
    }
    return (
      <Result
        status="error"
        title="Müşteri bilgileri alınamadı."
        subTitle={errorMessagesOf(customer.error).join(' ')}
        extra={
          <Button type="primary" onClick={() => void customer.refetch()}>
            Tekrar dene
          </Button>
        }
        data-testid="customer-load-error"
      />
    );
  }
  return <DetailContent customer={customer.data} createTicketDialog={createTicketDialog} />;
}

function DetailContent({ customer, createTicketDialog }: ScreenProps & { customer: TCustomer }) {
  const { has } = usePermissions();
  const changeBlockReason = customerChangeBlockReason(has);
  const fullName = `${customer.firstName} ${customer.lastName}`;

  return (
    <Flex vertical gap={16} data-testid="customer-detail">
      <Flex align="center" gap={12} wrap>
        <Link to={LIST_PATH} aria-label="Müşteri listesine dön">
          <ArrowLeftOutlined />
        </Link>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {fullName}
        </Typography.Title>
        {!customer.isActive && <Tag color="default">Pasif</Tag>}
        {customer.isFlag && <Tag color="warning">Flagli</Tag>}
      </Flex>
      {customer.isFlag && (
        <Alert
          type="warning"
          showIcon
          title="Bu müşteri flaglenmiş."
          description={customer.flagDescription || undefined}
          data-testid="customer-flag-banner"
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <DetailCustomerCard
            customer={customer}
            editBlockReason={changeBlockReason}
            statusSwitches={
              <DetailStatusSwitches
                customer={customer}
                activeBlockReason={changeBlockReason}
                flagBlockReason={customerFlagBlockReason(has)}
              />
            }
          />
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <DetailContactCard phoneNumber={customer.phoneNumber} />
            <DetailLoyaltyCards customerId={customer.id} blockReason={changeBlockReason} />
          </Flex>
        </Col>
      </Row>
      <TicketsSection customerId={customer.id} createTicketDialog={createTicketDialog} />
    </Flex>
  );
}

/**
 * The ticket list and its 'Yeni Bilet' dialog: a fresh dialog (new key) each time it opens;
 * after a save it closes and the list shows the new ticket.
 */
function TicketsSection({
  customerId,
  createTicketDialog: CreateTicketDialog,
}: ScreenProps & { customerId: string }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const close = () => setDialog((current) => ({ ...current, open: false }));
  return (
    <>
      <DetailTicketsTable
        customerId={customerId}
        onCreateTicket={
          CreateTicketDialog
            ? () => setDialog((current) => ({ open: true, key: current.key + 1 }))
            : undefined
        }
      />
      {CreateTicketDialog && dialog.key > 0 && (
        <CreateTicketDialog
          key={dialog.key}
          customerId={customerId}
          open={dialog.open}
          onClose={close}
          onCreated={() => {
            close();
            void queryClient.invalidateQueries({ queryKey: customerTicketsQueryKey(customerId) });
          }}
        />
      )}
    </>
  );
}

function CustomerNotFound() {
  return (
    <Result
      status="404"
      title={CUSTOMER_MESSAGES.customerNotFound}
      subTitle="Adres yanlış olabilir ya da müşteri kaydı bulunmuyor."
      extra={
        <Link to={LIST_PATH}>
          <Button type="primary">Müşteri listesine dön</Button>
        </Link>
      }
      data-testid="customer-not-found"
    />
  );
}

function DetailSkeleton() {
  return (
    <Flex vertical gap={16} data-testid="customer-detail-loading" aria-busy="true">
      <Skeleton.Input active style={{ width: 240 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        </Col>
      </Row>
      <Card size="small">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    </Flex>
  );
}
