import type { TCurrentLoginInformation } from '@ccms/contract/session';
import { Button, Flex, Result } from 'antd';
import { useMemo } from 'react';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useCurrentLoginInformation } from '../../features/session/api/get-current-login-information';
import { ApiError, errorMessagesOf } from '../../lib/api-error';
import { useClientConfig } from '../../lib/client-config';
import { CurrentUserContext } from '../../lib/current-user';
import { userDisplayName } from '../../lib/format';
import { createPermissionsValue, PermissionsContext } from '../../lib/permissions';
import { SoftphoneProvider } from '../../softphone/softphone-provider';
import { RequireAuth } from '../auth/require-auth';
import { AppLayout } from './app-layout';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** The signed-in area: sign-in check, then the session, then the layout with its providers. */
export default function SignedInLayout() {
  return (
    <RequireAuth>
      <SessionBoundary />
    </RequireAuth>
  );
}

function SessionBoundary() {
  const session = useCurrentLoginInformation();
  if (session.isPending) return <FullPageSpinner description="Oturum bilgileri yükleniyor…" />;
  if (session.isError) {
    // A 401 has already sent the user to /error/unauthorized.
    if (session.error instanceof ApiError && session.error.status === 401) {
      return <FullPageSpinner />;
    }
    return (
      <Flex justify="center" style={{ paddingTop: 64 }}>
        <Result
          status="error"
          title="Oturum bilgileri alınamadı."
          subTitle={errorMessagesOf(session.error).join(' ')}
          extra={
            <Button type="primary" onClick={() => void session.refetch()}>
              Tekrar dene
            </Button>
          }
        />
      </Flex>
    );
  }
  return <SignedInProviders session={session.data} />;
}

function SignedInProviders({ session }: { session: TCurrentLoginInformation }) {
  const config = useClientConfig();
  const permissions = useMemo(
    () => createPermissionsValue(session.permission.grantedPermissions),
    [session.permission.grantedPermissions],
  );
  const { user } = session;
  const currentUser = useMemo(() => ({ id: user.id, displayName: userDisplayName(user) }), [user]);
  return (
    <PermissionsContext value={permissions}>
      <CurrentUserContext value={currentUser}>
        <SoftphoneProvider isEnabled={permissions.has('Cti')} softphoneUrl={config.softphoneUrl}>
          <UnsavedChangesGuard />
          <AppLayout session={session} />
        </SoftphoneProvider>
      </CurrentUserContext>
    </PermissionsContext>
  );
}
