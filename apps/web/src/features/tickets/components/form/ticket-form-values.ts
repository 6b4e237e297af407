import type { Device, DeviceOs } from '@ccms/contract/tickets-form/schemas';
import type { UploadFile } from 'antd';

/** A catalogue product chosen on the form, with what its row shows. */
export type ChosenProduct = {
  productId: string;
  productName: string;
  brand: string;
  barcode: string;
  wescode: string;
  count: number | null;
};

/** One survey answer, in the order of the questions (the first is the IVR question). */
export type SurveyAnswerValue = {
  id: string;
  description: string;
  state: boolean | null;
  ivrDescription?: string | null;
};

/**
 * What the 'Yeni Bilet' form holds (antd Form values). Names follow the createTicket payload,
 * so that the contract's error paths (`order.orderNumber`, `products.0.count`) name form fields.
 */
export type TicketFormValues = {
  sourceId?: string | null;
  storeId?: string | null;
  ticketTypeId?: string | null;
  ticketCategoryId?: string | null;
  ticketSubCategoryId?: string | null;
  storeViewId?: string | null;
  description?: string | null;
  device?: Device | null;
  deviceOs?: DeviceOs | null;
  problemId?: string | null;
  cargoCompanyId?: string | null;
  deliveryTypeId?: string | null;
  order?: { orderNumber?: string | null; orderCancellingId?: string | null } | null;
  campaign?: { campaignId?: string | null; contract?: string | null } | null;
  products?: ChosenProduct[];
  currentWatsonsCardNo?: string | null;
  answers?: SurveyAnswerValue[];
  files?: UploadFile[];
  isNotClosed?: boolean;
  isWaitingForProduct?: boolean;
  callWrapUpId?: string | null;
  customerVoiceId?: string | null;
  /** The edit dialog only: the state the ticket moves to (docs/domain.md §13.3 Status). */
  status?: number | null;
  subStatus?: number | null;
};

export const INITIAL_TICKET_FORM_VALUES: TicketFormValues = {
  description: '',
  products: [],
  answers: [],
  files: [],
  isNotClosed: false,
  isWaitingForProduct: false,
};
