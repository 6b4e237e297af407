import type { ImportKindDefinition } from '../../platform/import-kind.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import {
  applyCustomerRows,
  classifyCustomerRowsSql,
  countCustomersWrittenSince,
  findExportPage,
  undoCustomerRows,
} from './import-repository.ts';
import { CUSTOMER_IMPORT_COLUMNS, parseCustomerRow } from './import-row.ts';

/** Customers read per export page: a few megabytes, whatever the chain's size. */
const EXPORT_PAGE_SIZE = 5_000;

const yesNo = (value: boolean) => (value ? 'Evet' : 'Hayır');

/** Every customer with their cards, in phone order, a page at a time. */
async function* exportCustomers(db: SealedDb) {
  let afterPhone = '';
  for (;;) {
    const page = await findExportPage(db, afterPhone, EXPORT_PAGE_SIZE);
    for (const customer of page) {
      yield { ...customer, isActive: yesNo(customer.isActive), isFlag: yesNo(customer.isFlag) };
    }
    if (page.length < EXPORT_PAGE_SIZE) return;
    afterPhone = page.at(-1)!.phoneNumber;
  }
}

/**
 * The customers import ('Müşteriler', docs/domain.md §26 Customers file): customers by phone,
 * with their loyalty cards; cards the file leaves out stay the customer's.
 */
export const customersImportKind: ImportKindDefinition = {
  kind: 'customers',
  fileBaseName: 'musteriler',
  sheetName: 'Müşteriler',
  columns: CUSTOMER_IMPORT_COLUMNS,
  parseRow: parseCustomerRow,
  classifySql: classifyCustomerRowsSql,
  applyRows: applyCustomerRows,
  countWrittenSince: countCustomersWrittenSince,
  undo: undoCustomerRows,
  exportRows: exportCustomers,
};
