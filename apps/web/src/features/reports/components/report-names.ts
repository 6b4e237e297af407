import type { TReportFilter, TReportOptions } from '@ccms/contract/reports';
import type { DimensionNames } from './report-figures';
import type { LookupOptions, ReportLookups } from './report-lookups';

const nameIn = (
  rows: readonly { key: string; name: string }[] | undefined,
  value: string | null | undefined,
) => (value ? rows?.find((row) => row.key === value)?.name : undefined);

const fromLookup = (lookup: LookupOptions) =>
  lookup.options.map((option) => ({ key: option.value, name: option.label }));

/**
 * The names of the applied filter's values, as the filter bar offers them: the opened list's
 * notice names each filter a figure carries (docs/domain.md §25.1 Drill-down). Calls the
 * look-ups' hooks, so it is a hook itself.
 */
export function useDimensionNames(
  filter: TReportFilter,
  options: TReportOptions | undefined,
  lookups: ReportLookups,
): DimensionNames {
  const types = lookups.useTypes();
  const categories = lookups.useCategories(filter.typeId ?? undefined);
  const subCategories = lookups.useSubCategories(
    filter.typeId ?? undefined,
    filter.categoryId ?? undefined,
  );
  const byEmail = (rows: TReportOptions['regions'] | undefined) =>
    rows?.map((row) => ({ key: row.email, name: row.name }));
  const byId = (rows: TReportOptions['stores'] | undefined) =>
    rows?.map((row) => ({ key: row.id, name: row.name }));
  const names: DimensionNames = {
    regionManagerEmail: nameIn(byEmail(options?.regions), filter.regionManagerEmail),
    areaManagerEmail: nameIn(byEmail(options?.areas), filter.areaManagerEmail),
    storeId: nameIn(byId(options?.stores), filter.storeId),
    sourceId: nameIn(byId(options?.sources), filter.sourceId),
    typeId: nameIn(fromLookup(types), filter.typeId),
    categoryId: nameIn(fromLookup(categories), filter.categoryId),
    subCategoryId: nameIn(fromLookup(subCategories), filter.subCategoryId),
    ruleSetId: nameIn(byId(options?.ruleSets), filter.ruleSetId),
  };
  return Object.fromEntries(Object.entries(names).filter(([, name]) => name !== undefined));
}
