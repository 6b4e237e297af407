import { downloadImportTemplateEndpoint } from '@ccms/contract/endpoints/imports';
import type { TImportKind } from '@ccms/contract/imports/kinds';
import { downloadEndpoint } from '../../../lib/api-client';

/**
 * GET /api/import/downloadImportTemplate ('Şablonu İndir'): the kind's .xlsx template, saved
 * under the server's name. Failures show through the global notifier.
 */
export function downloadImportTemplate(kind: TImportKind): Promise<string> {
  return downloadEndpoint(
    downloadImportTemplateEndpoint,
    { query: { kind } },
    { fallbackFileName: `${kind}-sablon.xlsx` },
  );
}
