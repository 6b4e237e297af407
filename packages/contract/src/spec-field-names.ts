/**
 * Where the specification spells a field of a call otherwise than our schema does: the call's
 * path, then our field and the spec's spelling. Both are accepted (field names match without
 * regard to case); the OpenAPI document shows the spec's spelling beside ours.
 */
export const SPEC_FIELD_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'ticket/GetTicket': { id: 'Id' },
  'tickethierarchy/getticketcategoryset': { id: 'Id' },
  'tickethierarchy/GetCategorySetMails': { id: 'Id' },
  'tickethierarchy/DeleteCategorySetMail': { id: 'Id' },
  'users/GetUser': { id: 'Id' },
};
