import type { EndpointInput } from '@ccms/contract/endpoint';
import { createRoleEndpoint } from '@ccms/contract/endpoints/organisation-roles';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadOrganisation } from './organisation-cache';

/**
 * POST /api/roles/createrole; the dialog shows its own warning on failure (docs/domain.md §14.4
 * Roles).
 */
function createRole(body: EndpointInput<typeof createRoleEndpoint>['body']) {
  return callEndpoint(createRoleEndpoint, { body }, { notify: false });
}

export function useCreateRole() {
  const reload = useReloadOrganisation();
  return useMutation({ mutationFn: createRole, onSettled: () => reload() });
}
