import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import type { TicketFormPlan } from './form-plan.ts';

/**
 * The rows that hang off a ticket's form, as creation writes them and an edit rewrites them:
 * products (copies of the catalogue row), the order, the campaign and the survey answers.
 */
export function ticketPartRows(
  ticketId: string,
  input: Pick<TTicketFormInput, 'order' | 'campaign' | 'answers'>,
  plan: Pick<TicketFormPlan, 'products' | 'questionIds'>,
) {
  return {
    products: plan.products.map((product) => ({
      ticketId,
      productId: product.id,
      productName: product.name,
      barcode: product.barcodeNo,
      wesCode: product.wesCode,
      count: product.count,
    })),
    order:
      input.order && (input.order.orderNumber || input.order.orderCancellingId)
        ? { ticketId, ...input.order }
        : null,
    campaign: input.campaign ? { ticketId, ...input.campaign } : null,
    answers: plan.questionIds.map((questionId, index) => {
      const answer = input.answers.find((candidate) => candidate.id === questionId);
      return {
        ticketId,
        questionId,
        state: answer?.state === true,
        // Only the first (IVR) question carries a description.
        ivrDescription: index === 0 && answer?.state ? answer.ivrDescription : null,
      };
    }),
  };
}
