import { yesNoText } from '@ccms/contract/imports/cells';
import { USER_TYPE_LABELS } from '@ccms/contract/organisation/user-types';
import { lockAccessVersion } from '../../../platform/access-version.ts';
import type { ImportKindDefinition } from '../../../platform/import-kind.ts';
import { importColumns } from '../import-cells.ts';
import { assertAdminRemains } from './admin-guard.ts';
import { parseUserRow, USER_IMPORT_COLUMNS } from './import-columns.ts';
import {
  classifyUserRowsSql,
  countUsersWrittenSince,
  findUserRolesToExport,
  undoImportedUsers,
  writeImportedUsers,
} from './import-repository.ts';

/**
 * 'Kullanıcılar' (docs/domain.md, Moving in: users): users by e-mail address with their roles
 * in units. Every write first takes the access version's lock, as the users screen's saves do;
 * the users and roles-in-units triggers raise the access version, so a deactivation or a role
 * given or taken counts from the user's next request on every instance. Imported users get no
 * password: the embedded sign-in sends a link only when an administrator asks for one.
 */
export const usersImportKind: ImportKindDefinition = {
  kind: 'users',
  fileBaseName: 'kullanicilar',
  sheetName: 'Kullanıcılar',
  columns: importColumns(USER_IMPORT_COLUMNS),
  parseRow: parseUserRow,
  classifySql: classifyUserRowsSql,
  async applyRows(tx, importId, range) {
    await lockAccessVersion(tx);
    await writeImportedUsers(tx, importId, range);
    // A deactivation or a store role handed over may have taken Admin from its last holder.
    await assertAdminRemains(tx);
  },
  countWrittenSince: countUsersWrittenSince,
  async undo(tx, importId) {
    await lockAccessVersion(tx);
    await undoImportedUsers(tx, importId);
    await assertAdminRemains(tx);
  },
  async *exportRows(db) {
    for (const row of await findUserRolesToExport(db)) {
      yield {
        ...row,
        userType: USER_TYPE_LABELS[row.userType] ?? String(row.userType),
        isActive: yesNoText(row.isActive),
      };
    }
  },
};
