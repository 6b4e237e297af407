import type { TTicketAuthority, TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { ActivitiesSection } from './activities/activities-section';
import { ActivityFlowCard, FlowSummaryCard } from './activity-flow-cards';
import { CategoryCard, StoreCard } from './category-and-store-cards';
import { CustomerInfoCard } from './customer-info-card';
import { DescriptionCard } from './description-card';
import { DetailHeader } from './detail-header';
import { EditTicketDialog } from './edit/edit-ticket-dialog';
import { FilesCard } from './files-card';
import { NotesCard } from './notes-card';
import { OtherInfoCard } from './other-info-card';
import { PossibleDepartmentsCard } from './possible-departments-card';
import { ProductsCard } from './products-card';
import { ResponsibleUnitsCard } from './responsible-units-card';
import { SurveyAnswersCard } from './survey-answers-card';
import { ComplaintSwitch, ReportingSwitch } from './ticket-flag-switches';
import { TicketInfoCard } from './ticket-info-card';
import { UpdateInfoCard } from './update-info-card';

type Props = {
  ticket: TTicketDetail;
  authority: TTicketAuthority;
};

/**
 * The sections of docs/domain.md §13.8 in reading order: what the ticket is (info, customer,
 * updates, breakdown, store, other), what it says (description, survey, products, files), who has
 * it (responsible units, activities, flow, time per department, possible departments), and notes.
 */
export function TicketDetailContent({ ticket, authority }: Props) {
  const [editDialog, setEditDialog] = useState({ open: false, key: 0 });
  const closeEdit = () => setEditDialog((current) => ({ ...current, open: false }));
  const hasSurvey = ticket.isIvr || ticket.answers.length > 0;

  return (
    <Flex vertical gap={16} data-testid="ticket-detail">
      <DetailHeader
        ticket={ticket}
        authority={authority}
        onEdit={
          authority.canEdit
            ? () => setEditDialog((current) => ({ open: true, key: current.key + 1 }))
            : undefined
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={8}>
          <TicketInfoCard
            ticket={ticket}
            complaint={<ComplaintSwitch ticket={ticket} canEdit={authority.canEditComplaint} />}
            removedFromReporting={
              <ReportingSwitch ticket={ticket} canEdit={authority.canEditReporting} />
            }
          />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <Flex vertical gap={16}>
            <CustomerInfoCard ticket={ticket} />
            <CategoryCard ticket={ticket} />
          </Flex>
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <Flex vertical gap={16}>
            <UpdateInfoCard ticket={ticket} canSeeLastEdit={authority.canSeeLastEdit} />
            <StoreCard ticket={ticket} />
          </Flex>
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <OtherInfoCard ticket={ticket} />
        </Col>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <DescriptionCard description={ticket.description} />
            <ProductsCard products={ticket.products} />
          </Flex>
        </Col>
        {hasSurvey && (
          <Col xs={24}>
            <SurveyAnswersCard ticketId={ticket.id} />
          </Col>
        )}
        <Col xs={24} xl={14}>
          <FilesCard
            ticketId={ticket.id}
            canAddDocument={authority.canAddDocument}
            canDeleteDocument={authority.canDeleteDocument}
          />
        </Col>
        <Col xs={24} xl={10}>
          <ResponsibleUnitsCard ticketId={ticket.id} />
        </Col>
        <Col xs={24}>
          <ActivitiesSection ticket={ticket} authority={authority} />
        </Col>
        <Col xs={24}>
          <ActivityFlowCard ticketId={ticket.id} />
        </Col>
        <Col xs={24} xl={10}>
          <FlowSummaryCard ticketId={ticket.id} />
        </Col>
        <Col xs={24} xl={14}>
          <PossibleDepartmentsCard ticketId={ticket.id} />
        </Col>
        <Col xs={24}>
          <NotesCard ticketId={ticket.id} canAddNote={authority.canAddNote} />
        </Col>
      </Row>
      {editDialog.key > 0 && (
        <EditTicketDialog
          key={editDialog.key}
          ticket={ticket}
          open={editDialog.open}
          onClose={closeEdit}
          onSaved={closeEdit}
          canChangeState={authority.canAddActivity}
        />
      )}
    </Flex>
  );
}
