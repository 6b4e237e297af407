import { yesNoText } from '@ccms/contract/imports/cells';
import { STORE_TYPE_LABELS } from '@ccms/contract/organisation/store-fields';
import { lockAccessVersion } from '../../../platform/access-version.ts';
import type { ImportKindDefinition } from '../../../platform/import-kind.ts';
import { importColumns } from '../import-cells.ts';
import { parseStoreRow, STORE_IMPORT_COLUMNS } from './import-columns.ts';
import {
  classifyStoreRowsSql,
  countStoresWrittenSince,
  findStoresToExport,
  undoImportedStores,
  upsertImportedStores,
} from './import-repository.ts';

/**
 * 'Mağazalar ve Birimler' (docs/domain.md, Moving in: stores): units keyed by their code. Every
 * write first takes the access version's lock, as the organisation's screens do, so a role
 * given meanwhile sees the unit's type and state as they are; the stores trigger raises the
 * reference version, so every instance reloads its unit names and types.
 */
export const storesImportKind: ImportKindDefinition = {
  kind: 'stores',
  fileBaseName: 'magazalar',
  sheetName: 'Mağazalar',
  columns: importColumns(STORE_IMPORT_COLUMNS),
  parseRow: parseStoreRow,
  classifySql: classifyStoreRowsSql,
  async applyRows(tx, importId, range) {
    await lockAccessVersion(tx);
    await upsertImportedStores(tx, importId, range);
  },
  countWrittenSince: countStoresWrittenSince,
  async undo(tx, importId) {
    await lockAccessVersion(tx);
    await undoImportedStores(tx, importId);
  },
  async *exportRows(db) {
    for (const store of await findStoresToExport(db)) {
      yield {
        ...store,
        type: STORE_TYPE_LABELS[store.type] ?? STORE_TYPE_LABELS[1]!,
        isECommerce: yesNoText(store.isECommerce),
        isActive: yesNoText(store.isActive),
      };
    }
  },
};
