import { describe, expect, it } from 'vitest';
import { canSaveNewUser } from './new-user-values';
import { buildRoleListQuery, INITIAL_ROLE_LIST_STATE } from './role-list-query';
import { buildStoreListQuery, INITIAL_STORE_LIST_STATE } from './store-list-query';
import { buildUserListQuery, INITIAL_USER_LIST_STATE } from './user-list-query';

describe('the organisation screens ask the server', () => {
  it('users: names upper-cased the Turkish way, the type equal, 20 a page', () => {
    const query = buildUserListQuery({
      ...INITIAL_USER_LIST_STATE,
      filters: { name: ' ayşe ', surname: '', emailAddress: ' ayse@', userType: '0' },
    });
    expect(query.filters).toEqual([
      { propertyName: 'name', operator: 'contains', targetValue: 'AYŞE' },
      { propertyName: 'emailAddress', operator: 'contains', targetValue: 'ayse@' },
      { propertyName: 'userType', operator: 'equal', targetValue: '0' },
    ]);
    expect(query.paging).toEqual({ pageNumber: 1, maxItemCountPerPage: 20 });
    const all = buildUserListQuery({ ...INITIAL_USER_LIST_STATE, filters: { userType: 'all' } });
    expect(all.filters).toEqual([]);
  });

  it('roles: the store types as not 4 and not 5, the others equal', () => {
    const stores = buildRoleListQuery({
      ...INITIAL_ROLE_LIST_STATE,
      filters: { name: 'müdür', roleType: '1' },
    });
    expect(stores.filters).toEqual([
      { propertyName: 'name', operator: 'contains', targetValue: 'MÜDÜR' },
      { propertyName: 'roleType', operator: 'notequal', targetValue: '4' },
      { propertyName: 'roleType', operator: 'notequal', targetValue: '5' },
    ]);
    const partners = buildRoleListQuery({
      ...INITIAL_ROLE_LIST_STATE,
      filters: { roleType: '5' },
    });
    expect(partners.filters).toEqual([
      { propertyName: 'roleType', operator: 'equal', targetValue: '5' },
    ]);
  });

  it('stores: upper-cased texts and active only unless switched off', () => {
    const first = buildStoreListQuery(INITIAL_STORE_LIST_STATE);
    expect(first.filters).toEqual([
      { propertyName: 'isActive', operator: 'equal', targetValue: 'true' },
    ]);
    const query = buildStoreListQuery({
      ...INITIAL_STORE_LIST_STATE,
      filters: { name: 'kadıköy', lastName: 'çelik', isActiveOnly: false },
    });
    expect(query.filters).toEqual([
      { propertyName: 'name', operator: 'contains', targetValue: 'KADIKÖY' },
      { propertyName: 'lastName', operator: 'contains', targetValue: 'ÇELİK' },
    ]);
    expect(query.paging).toEqual({ pageNumber: 1, maxItemCountPerPage: 20 });
  });
});

describe('the new user dialog saves only when complete', () => {
  const complete = {
    values: { name: 'Elif', surname: 'Şahin', emailAddress: 'elif@example.test' },
    emailCheck: { emailAddress: 'elif@example.test', state: 'free' as const },
    roleCount: 1,
    isRoleFormOpen: false,
  };

  it('with names, a free checked e-mail and a closed role form holding a role', () => {
    expect(canSaveNewUser(complete)).toBe(true);
    expect(canSaveNewUser({ ...complete, values: { ...complete.values, surname: ' ' } })).toBe(
      false,
    );
    expect(canSaveNewUser({ ...complete, roleCount: 0 })).toBe(false);
    expect(canSaveNewUser({ ...complete, isRoleFormOpen: true })).toBe(false);
  });

  it('not while the e-mail is taken, unchecked, or checked for another address', () => {
    expect(
      canSaveNewUser({ ...complete, emailCheck: { ...complete.emailCheck, state: 'taken' } }),
    ).toBe(false);
    expect(canSaveNewUser({ ...complete, emailCheck: null })).toBe(false);
    expect(
      canSaveNewUser({
        ...complete,
        values: { ...complete.values, emailAddress: 'baska@example.test' },
      }),
    ).toBe(false);
  });
});
