import { ZErrorResponse } from '@ccms/contract/envelope';

const SECURITY = [{ bearer: [] }];

/** Tags and security of the routes of this module, one per path prefix. */
export const HIERARCHY_TAGS = { tags: ['tickethierarchy'], security: SECURITY };
export const RULE_SET_TAGS = { tags: ['rulesets'], security: SECURITY };
export const TICKET_TAGS = { tags: ['ticket'], security: SECURITY };

/** The failures a lookup may answer, all in the error envelope. */
export const ERROR_RESPONSES = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
