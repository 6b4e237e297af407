import { type ClickToCall, toClickToCallNumber } from '@ccms/contract/softphone';

/** The message posted to the softphone frame to dial `phone`, padded to 11 digits. */
export function buildClickToCall(phone: string): ClickToCall {
  return { type: 'ClickToCall', phoneNumber: toClickToCallNumber(phone) };
}
