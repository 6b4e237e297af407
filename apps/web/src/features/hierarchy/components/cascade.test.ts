import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { describe, expect, it } from 'vitest';
import { breakdownLabel, buildCascadeQuery, cascadeQuestion, savedLevelMessages } from './cascade';

const ID = '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11';

describe('the Kategori Setleri dialog', () => {
  it('asks for the breakdowns of the row, by type, category and sub-category name', () => {
    expect(buildCascadeQuery('categoryId', ID, 2)).toEqual({
      filters: [{ propertyName: 'categoryId', operator: 'equal', targetValue: ID }],
      sortings: [
        { propertyName: 'typeName', priority: 0, direction: 0 },
        { propertyName: 'categoryName', priority: 1, direction: 0 },
        { propertyName: 'subCategoryName', priority: 2, direction: 0 },
      ],
      paging: { pageNumber: 2, maxItemCountPerPage: 10 },
    });
  });

  it("names a breakdown 'Tip - Kategori - Alt kategori'", () => {
    expect(
      breakdownLabel({ typeName: 'Şikayet', categoryName: 'Kargo', subCategoryName: 'Gecikme' }),
    ).toBe('Şikayet - Kargo - Gecikme');
  });

  it('asks the spec question for activating or deactivating, and says when there are none', () => {
    expect(cascadeQuestion(true, 3)).toBe(
      'Kategori setleride aktif edilecek devam etmek istiyor musun ?',
    );
    expect(cascadeQuestion(false, 1)).toBe(
      'Kategori setleride pasife alınacak devam etmek istiyor musun ?',
    );
    expect(cascadeQuestion(false, 0)).toBe(M.cascadeNone);
  });
});

describe('savedLevelMessages', () => {
  it("shows the server's messages when it sends some", () => {
    const answer = {
      messages: ['2 kategori seti pasife alındı.'],
      data: { touchedCategorySets: 2 },
    };
    expect(savedLevelMessages(answer, false)).toEqual(['2 kategori seti pasife alındı.']);
  });

  it('otherwise says how many breakdowns moved, and nothing when none did', () => {
    expect(savedLevelMessages({ messages: [], data: { touchedCategorySets: 3 } }, true)).toEqual([
      '3 kategori seti aktif edildi.',
    ]);
    expect(savedLevelMessages({ messages: [''], data: { touchedCategorySets: 0 } }, true)).toEqual(
      [],
    );
    expect(savedLevelMessages({ messages: [], data: null }, true)).toEqual([]);
  });
});
