import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { ZCategorySetCreateRequest } from '@ccms/contract/hierarchy-admin/schemas';
import { describe, expect, it } from 'vitest';
import { missingSelections, toCreateRequest } from './new-breakdown-values';

const ID = '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11';
const FULL = {
  typeId: '6e7d7d1f-4b66-4e4d-8b68-6d2f9f1f8b22',
  categoryId: '7f8e8e20-5c77-4f5e-9c79-7e3a0a2a9c33',
  subCategoryId: '809f9f31-6d88-4a6f-8d8a-8f4b1b3bad44',
  ruleSetId: '91a0a042-7e99-4b70-9e9b-905c2c4cbe55',
};

describe('missingSelections', () => {
  it('names every missing selection with its message, in order', () => {
    expect(missingSelections({})).toEqual([
      { name: 'typeId', message: M.typeRequired },
      { name: 'categoryId', message: M.categoryRequired },
      { name: 'subCategoryId', message: M.subCategoryRequired },
      { name: 'ruleSetId', message: M.ruleSetRequired },
    ]);
    expect(missingSelections({ ...FULL, ruleSetId: undefined })).toEqual([
      { name: 'ruleSetId', message: M.ruleSetRequired },
    ]);
  });

  it('does not ask for the script', () => {
    expect(missingSelections(FULL)).toEqual([]);
  });
});

describe('toCreateRequest', () => {
  it('builds the spec payload: the rule set under the new id, active', () => {
    const request = toCreateRequest({ ...FULL, script: 'Bilgi verin.' }, ID);
    expect(request).toEqual({
      id: ID,
      typeId: FULL.typeId,
      categoryId: FULL.categoryId,
      subCategoryId: FULL.subCategoryId,
      ruleSets: [{ ruleSetId: FULL.ruleSetId, categorySetId: ID }],
      isActive: true,
      script: 'Bilgi verin.',
    });
    expect(ZCategorySetCreateRequest.safeParse(request).success).toBe(true);
  });

  it('sends a blank script as none', () => {
    expect(toCreateRequest({ ...FULL, script: '  ' }, ID).script).toBeNull();
    expect(toCreateRequest(FULL, ID).script).toBeNull();
  });
});
