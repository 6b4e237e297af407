import type { ComponentType } from 'react';

/** What the customer page hands the ticket-creation dialog. */
export type CreateTicketSlotProps = {
  customerId: string;
  open: boolean;
  onClose: () => void;
  /** After a successful save. */
  onCreated: () => void;
};

/**
 * The 'Yeni Bilet' dialog, given to the customer page by the app (app/pages): features do not
 * import each other, so the tickets feature's dialog is plugged in where the two meet.
 */
export type CreateTicketSlot = ComponentType<CreateTicketSlotProps>;
