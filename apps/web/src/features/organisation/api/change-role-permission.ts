import type { EndpointInput } from '@ccms/contract/endpoint';
import { changeRolePermissionEndpoint } from '@ccms/contract/endpoints/organisation-roles';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadOrganisation } from './organisation-cache';

type Input = EndpointInput<typeof changeRolePermissionEndpoint>;

/** POST /api/roles/{id}/permissions: grants or revokes one permission of a role. */
function changeRolePermission(input: { roleId: string; body: Input['body'] }) {
  return callEndpoint(changeRolePermissionEndpoint, {
    params: { id: input.roleId },
    body: input.body,
  });
}

/** Success or refusal (the last Admin), the panel reads the truth again. */
export function useChangeRolePermission() {
  const reload = useReloadOrganisation();
  return useMutation({ mutationFn: changeRolePermission, onSettled: () => reload() });
}
