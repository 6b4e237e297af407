import { APP_TITLE } from '@ccms/contract/constants';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useRouteHandle } from '../use-route-handle';
import { PageProgressBar } from './page-progress-bar';

/** The top route: the page progress bar and the document title, around every page. */
export function RootShell() {
  const navigation = useNavigation();
  const title = useRouteHandle()?.title;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
  return (
    <>
      <PageProgressBar isLoading={navigation.state !== 'idle'} />
      <Outlet />
    </>
  );
}
