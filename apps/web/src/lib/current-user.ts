import { createContext, useContext } from 'react';

/** The signed-in user as lists need them: 'Oluşturduklarım' filters by the id. */
export type CurrentUser = { id: string; displayName: string };

/** Provided by the signed-in layout once the session is loaded; null outside it. */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser | null {
  return useContext(CurrentUserContext);
}
