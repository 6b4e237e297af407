import { hasManagerProfile } from '@ccms/contract/permissions';
import type {
  LookupOptions,
  ReportLookups,
} from '../../features/reports/components/report-lookups';
import { ReportsScreen } from '../../features/reports/screens/reports-screen';
import { useCategoriesOfType } from '../../features/tickets/api/form/get-categories-of-type';
import { useSubCategoriesOfCategory } from '../../features/tickets/api/form/get-sub-categories-of-category';
import { useTicketTypes } from '../../features/tickets/api/form/get-ticket-types';
import { usePermissions } from '../../lib/permissions';

const toLookup = (query: {
  data?: readonly { id: string; name: string }[];
  isFetching: boolean;
}): LookupOptions => ({
  options: (query.data ?? []).map((row) => ({ value: row.id, label: row.name })),
  isLoading: query.isFetching,
});

/** Store managers see only the breakdowns meant for them, as on the lists. */
function useIsManager() {
  return hasManagerProfile(usePermissions().has);
}

// The tickets feature's look-ups, handed to the reports screen (features do not import each other).
const LOOKUPS: ReportLookups = {
  useTypes: () => toLookup(useTicketTypes(useIsManager())),
  useCategories: (typeId) => toLookup(useCategoriesOfType(typeId, useIsManager())),
  useSubCategories: (typeId, categoryId) =>
    toLookup(
      useSubCategoriesOfCategory(
        typeId && categoryId ? { typeId, categoryId } : null,
        useIsManager(),
      ),
    ),
};

/** /reports: the reports screen with the tickets feature's breakdown look-ups. */
export default function ReportsPage() {
  return <ReportsScreen lookups={LOOKUPS} />;
}
