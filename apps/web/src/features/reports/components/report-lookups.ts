/** A select's choices and whether they are still loading. */
export type LookupOptions = { options: { value: string; label: string }[]; isLoading: boolean };

/**
 * The breakdown look-ups of the filter bar. They belong to the tickets feature (the
 * creation form and the lists use them), so the app puts them in (app/pages/reports-page.tsx)
 * rather than this feature importing another. Each is a hook, called on every render.
 */
export type ReportLookups = {
  useTypes: () => LookupOptions;
  useCategories: (typeId: string | undefined) => LookupOptions;
  useSubCategories: (typeId: string | undefined, categoryId: string | undefined) => LookupOptions;
};
