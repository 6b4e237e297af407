import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from './route-access';

/** The handle (title, access) of the deepest matched screen route, if any. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
