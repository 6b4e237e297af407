import { hasManagerProfile } from '@ccms/contract/permissions';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../../lib/permissions';
import { useClosedCallWrapUps } from '../../api/form/get-closed-call-wrap-ups';
import { sourcesPageQueryOptions } from '../../api/form/get-sources-page';
import { storesPageQueryOptions } from '../../api/form/get-stores-page';
import type { NameSuggestions } from './name-auto-complete';

/** Store and solution-unit names: watsonsstore/GetStoresPage, page 1 of 30. */
export const useStoreNameSuggestions: NameSuggestions = (search, enabled) => {
  const stores = useQuery({ ...storesPageQueryOptions(search), enabled });
  return {
    names: (stores.data?.items ?? []).map((store) => store.name),
    isFetching: stores.isFetching,
  };
};

/** Source names: sources/GetSourcesPage, page 1 of 30 (store managers: their group only). */
export const useSourceNameSuggestions: NameSuggestions = (search, enabled) => {
  const { has } = usePermissions();
  const sources = useQuery({ ...sourcesPageQueryOptions(search, hasManagerProfile(has)), enabled });
  return {
    names: (sources.data?.items ?? []).map((source) => source.name),
    isFetching: sources.isFetching,
  };
};

/** Call wrap-up names: the short CallWrapUps list, matched here as the user types. */
export const useCallWrapUpNameSuggestions: NameSuggestions = (search, enabled) => {
  const wrapUps = useClosedCallWrapUps(enabled);
  const wanted = search.trim().toLocaleLowerCase('tr-TR');
  return {
    names: (wrapUps.data ?? [])
      .map((wrapUp) => wrapUp.name)
      .filter((name) => name.toLocaleLowerCase('tr-TR').includes(wanted)),
    isFetching: wrapUps.isFetching,
  };
};
