import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { envelopeOf, pagedOf, ZIdEnvelope, ZIdRequest } from '../envelope.ts';
import { ZMailGroup, ZMailGroupQuery, ZMailGroupSaved, ZMailGroupWrite } from '../mail-groups.ts';
import { ZQueryFormatter } from '../query-format.ts';
import { getMailGroupsEndpoint } from './hierarchy-admin.ts';

/*
 * The mail group administration (docs/domain.md §14.6), under mailgroups/ as the breakdown
 * dialog's mailgroups/getMailGroups (endpoints/hierarchy-admin.ts, which came first).
 */
function mailGroupCall<const M extends 'GET' | 'POST', const P extends string>(
  method: M,
  path: P,
  summary: string,
) {
  return { method, path: `mailgroups/${path}`, tag: 'mailgroups', summary } as const;
}

export const getMailGroupsPageEndpoint = defineEndpoint({
  ...mailGroupCall('POST', 'getMailGroupsPage', 'One page of mail groups (name contains), by name'),
  body: ZQueryFormatter,
  response: pagedOf(ZMailGroup),
});

export const getMailGroupEndpoint = defineEndpoint({
  ...mailGroupCall('GET', 'getMailGroup', 'A mail group with its internal roles and extra users'),
  query: ZMailGroupQuery,
  response: ZMailGroup,
});

export const createOrUpdateMailGroupEndpoint = defineEndpoint({
  ...mailGroupCall(
    'POST',
    'createOrUpdateMailGroup',
    'Adds (isNew) or saves a mail group; deactivating takes it off its breakdowns',
  ),
  body: ZMailGroupWrite,
  response: envelopeOf(ZMailGroupSaved),
});

export const deleteMailGroupEndpoint = defineEndpoint({
  ...mailGroupCall('POST', 'deleteMailGroup', 'Deletes a mail group, taking it off its breakdowns'),
  body: ZIdRequest,
  response: ZIdEnvelope,
});

export const deleteMailGroupFromTicketCategorySetEndpoint = defineEndpoint({
  ...mailGroupCall(
    'POST',
    'deleteMailGroupFromTicketCategorySet',
    'Takes a mail group off every breakdown; answers the warning text, or null when none used it',
  ),
  body: ZIdRequest.describe("The mail group's id"),
  response: envelopeOf(z.string()),
});

/**
 * The spec writes the six mail-group calls without a prefix: each answers there too, with the
 * same schemas and handler as its mailgroups/ twin (docs/domain.md §14.6).
 */
function atSpecPath<const E extends Endpoint>(endpoint: E): Omit<E, 'path'> & { path: string } {
  return defineEndpoint({ ...endpoint, path: endpoint.path.replace(/^mailgroups\//, '') });
}

export const getMailGroupsAtSpecPathEndpoint = atSpecPath(getMailGroupsEndpoint);
export const getMailGroupsPageAtSpecPathEndpoint = atSpecPath(getMailGroupsPageEndpoint);
export const getMailGroupAtSpecPathEndpoint = atSpecPath(getMailGroupEndpoint);
export const createOrUpdateMailGroupAtSpecPathEndpoint = atSpecPath(
  createOrUpdateMailGroupEndpoint,
);
export const deleteMailGroupAtSpecPathEndpoint = atSpecPath(deleteMailGroupEndpoint);
export const deleteMailGroupFromTicketCategorySetAtSpecPathEndpoint = atSpecPath(
  deleteMailGroupFromTicketCategorySetEndpoint,
);
