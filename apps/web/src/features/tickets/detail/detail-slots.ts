import type { TTicketAuthority, TTicketDetail } from '@ccms/contract/ticket-detail';
import type { ComponentType } from 'react';
import { ActivitiesSection } from './activities/activities-section';
import { EditTicketDialog } from './edit/edit-ticket-dialog';

/**
 * What the page hands the activities section: the ticket (its version, status, SLA labels) and
 * the user's authority on it (canAddActivity, canEditDescription, canSeeDiscountCode…). The
 * section reads GetTicketActivities itself (key ticketDetailKeys.activities).
 */
export type ActivitiesSectionProps = {
  ticket: TTicketDetail;
  authority: TTicketAuthority;
};

/** The 'Bileti Düzenle' dialog: the page shows its button only with authority.canEdit. */
export type EditTicketDialogProps = {
  ticket: TTicketDetail;
  open: boolean;
  onClose: () => void;
  /** After a successful save (the dialog's call has refreshed what it changed). */
  onSaved: () => void;
};

export type TicketDetailSlots = {
  /** The activities card: list, new-activity dialog, inline edits (part 2 §2, §4, §5). */
  activitiesSection?: ComponentType<ActivitiesSectionProps>;
  editTicketDialog?: ComponentType<EditTicketDialogProps>;
};

/**
 * The parts of the detail page built in `detail/activities/*` and `detail/edit/*`, plugged in
 * here; an empty slot shows nothing (no button without its dialog).
 */
export const TICKET_DETAIL_SLOTS: TicketDetailSlots = {
  activitiesSection: ActivitiesSection,
  editTicketDialog: EditTicketDialog,
};
