import { describe, expect, it } from 'vitest';
import {
  buildMailGroupQuery,
  deactivationWarns,
  INITIAL_MAIL_GROUP_STATE,
  newMailGroupRow,
  toMailGroupWrite,
} from './mail-group-rows';

describe('mail group rows', () => {
  it('asks for 30 groups a page by name, the name upper-cased the Turkish way', () => {
    expect(buildMailGroupQuery(INITIAL_MAIL_GROUP_STATE)).toEqual({
      filters: [],
      sortings: [{ propertyName: 'name', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 30 },
    });
    expect(
      buildMailGroupQuery({ ...INITIAL_MAIL_GROUP_STATE, name: ' şikayet ', page: 2 }),
    ).toMatchObject({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: 'ŞİKAYET' }],
      paging: { pageNumber: 2 },
    });
  });

  it('sends the row with its new-row flag, without the display fields', () => {
    const row = {
      ...newMailGroupRow('1'),
      name: 'Kalite',
      internalRoles: [{ id: 'r', name: 'R' }],
    };
    expect(toMailGroupWrite({ ...row, internalRoleIds: ['r'] }, true)).toEqual({
      id: '1',
      name: 'Kalite',
      isActive: true,
      internalRoleIds: ['r'],
      extraUsers: [],
      isNew: true,
    });
  });

  it('warns before switching off a saved group that breakdowns use, only then', () => {
    const used = { ...newMailGroupRow('1'), categorySetCount: 2 };
    expect(deactivationWarns(used, false, false)).toBe(true);
    expect(deactivationWarns(used, true, false)).toBe(false);
    expect(deactivationWarns(used, false, true)).toBe(false);
    expect(deactivationWarns(newMailGroupRow('2'), false, false)).toBe(false);
  });
});
