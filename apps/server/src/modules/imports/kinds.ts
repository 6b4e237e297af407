import type { TImportKind } from '@ccms/contract/imports/kinds';
import type { ImportKindDefinition } from '../../platform/import-kind.ts';
import { customersImportKind } from '../customers/index.ts';
import { hierarchyImportKind } from '../hierarchy/index.ts';
import { storesImportKind, usersImportKind } from '../organisation/index.ts';

/** The kinds of rows the engine can bring in, each defined by the module owning its tables. */
export type ImportKinds = ReadonlyMap<TImportKind, ImportKindDefinition>;

/**
 * The product's kinds, each taken from its module's face (docs/domain.md, Moving in: imports).
 * A kind not listed yet is refused at upload.
 */
export function productImportKinds(): ImportKinds {
  const kinds: ImportKindDefinition[] = [
    storesImportKind,
    usersImportKind,
    customersImportKind,
    hierarchyImportKind,
  ];
  return new Map(kinds.map((kind) => [kind.kind, kind]));
}
