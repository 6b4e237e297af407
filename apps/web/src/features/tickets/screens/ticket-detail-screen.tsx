import { TICKET_DETAIL_MESSAGES } from '@ccms/contract/tickets-detail/messages';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Result, Row, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessagesOf } from '../../../lib/api-error';
import { documentsOfTicketQueryOptions } from '../api/detail/get-documents-of-ticket';
import { isTicketId, useTicket } from '../api/detail/get-ticket';
import { ticketActivityFlowQueryOptions } from '../api/detail/get-ticket-activity-flow';
import { useTicketAuthority } from '../api/detail/get-ticket-authority';
import { ticketCurrentFlowsQueryOptions } from '../api/detail/get-ticket-current-flows';
import { ticketNotesQueryOptions } from '../api/detail/get-ticket-notes';
import { ticketOfFlowsQueryOptions } from '../api/detail/get-ticket-of-flows';
import { TicketDetailContent } from '../components/detail/ticket-detail-content';
import '../components/detail/ticket-detail.css';

const LIST_PATH = '/tickets/ticketsofcurrentuser';

/** /tickets/details/{id}: one ticket with everything done on it (docs/domain.md §13). */
export default function TicketDetailScreen() {
  const { id } = useParams();
  if (!isTicketId(id)) return <TicketNotFound />;
  // A new key per ticket: nothing of the previous one (dialogs, forms) survives navigation.
  return <TicketDetail key={id} id={id} />;
}

/**
 * Starts every read of the page at once on first open, each under its own key: the sections
 * asking for them later get the same answer, so no call goes out twice.
 */
function usePrefetchSectionReads(id: string) {
  usePrefetchQuery(ticketCurrentFlowsQueryOptions(id));
  usePrefetchQuery(ticketActivityFlowQueryOptions(id));
  usePrefetchQuery(ticketOfFlowsQueryOptions(id));
  usePrefetchQuery(documentsOfTicketQueryOptions(id));
  usePrefetchQuery(ticketNotesQueryOptions(id));
}

function TicketDetail({ id }: { id: string }) {
  const ticket = useTicket(id);
  const authority = useTicketAuthority(id);
  usePrefetchSectionReads(id);

  const failure = ticket.error ?? authority.error;
  if (failure) {
    if (failure instanceof ApiError && failure.status === 404) return <TicketNotFound />;
    return (
      <Result
        status="error"
        title="Bilet bilgileri alınamadı."
        subTitle={errorMessagesOf(failure).join(' ')}
        extra={
          <Button
            type="primary"
            onClick={() => {
              if (ticket.isError) void ticket.refetch();
              if (authority.isError) void authority.refetch();
            }}
          >
            Tekrar dene
          </Button>
        }
        data-testid="ticket-load-error"
      />
    );
  }
  if (!ticket.data || !authority.data) return <DetailSkeleton />;
  return <TicketDetailContent ticket={ticket.data} authority={authority.data} />;
}

function TicketNotFound() {
  return (
    <Result
      status="404"
      title={TICKET_DETAIL_MESSAGES.ticketNotFound}
      subTitle="Adres yanlış olabilir, bilet silinmiş olabilir ya da bu bileti görme yetkiniz bulunmuyor."
      extra={
        <Link to={LIST_PATH}>
          <Button type="primary">Bilet listesine dön</Button>
        </Link>
      }
      data-testid="ticket-not-found"
    />
  );
}

function DetailSkeleton() {
  const card = (rows: number) => (
    <Card size="small">
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
  return (
    <Flex vertical gap={16} data-testid="ticket-detail-loading" aria-busy="true">
      <Skeleton.Input active style={{ width: 240 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          {card(7)}
        </Col>
        <Col xs={24} xl={8}>
          {card(5)}
        </Col>
        <Col xs={24} xl={8}>
          {card(6)}
        </Col>
      </Row>
      {card(3)}
    </Flex>
  );
}
