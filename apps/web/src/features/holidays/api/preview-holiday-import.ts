import { previewHolidayImportEndpoint } from '@ccms/contract/endpoints/holidays';
import type { THolidayImportRequest } from '@ccms/contract/holidays';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/holiday/previewHolidayImport: what importing the file would do. The import dialog
 * shows a refused file's message itself.
 */
export function previewHolidayImport(request: THolidayImportRequest) {
  return callEndpoint(previewHolidayImportEndpoint, { body: request }, { notify: false });
}
