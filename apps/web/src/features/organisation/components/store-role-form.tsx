import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import { doesRoleFitUnit } from '@ccms/contract/organisation/rules';
import type { TUnitLookupRow } from '@ccms/contract/organisation/stores';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { Alert, Button, Col, Flex, Form, Row } from 'antd';
import { useState } from 'react';
import { SearchSelect } from '../../../components/search-select';
import { searchUsers } from '../../../lib/api/get-users-page';
import { searchRoles } from '../../../lib/api/list-roles';
import { unitsSearch } from '../api/search-units';
import { roleOption, unitOption, userOption } from './options';
import { useStoreRoleHolder } from './use-store-role-holder';

/** What the form hands over: the unit and the role, or the unit and the user. */
export type StoreRoleChoice = {
  unit: TUnitLookupRow;
  role: { id: string; name: string; roleType: number };
  user: { id: string; name: string; surname: string; emailAddress: string } | null;
};

type Props = {
  /**
   * 'role': the user view's form (store + role) for `userId` (null in the new user dialog);
   * 'user': the role view's form (store + user) for `role`.
   */
  mode: { kind: 'role'; userId: string | null } | { kind: 'user'; role: TRoleRow };
  onSave: (choice: StoreRoleChoice) => Promise<void> | void;
  onCancel: () => void;
  /** Pairs already in the list: saving them again is refused here. */
  takenPairs?: ReadonlySet<string>;
  testId: string;
};

/** The pickers search names upper-cased the Turkish way; only active users can be given a role. */
const rolesSearch = (term: string) => searchRoles(term, { upperCase: true });
const activeUsersSearch = (term: string) =>
  searchUsers(term, { activeOnly: true, upperCase: true });

/** `${storeId}|${roleId}`: one store-role of a list. */
export const pairKey = (storeId: string, roleId: string) => `${storeId}|${roleId}`;

/**
 * The role-in-store form (docs/domain.md §14.4 Roles in units, Store-role hand-over): opened by
 * 'Ekle', saved or cancelled back to closed.
 * Changing the unit clears a role of the other kind; at a store it looks up who holds the role
 * now and warns that they will lose it; 'Kaydet' needs both fields.
 */
export function StoreRoleForm({ mode, onSave, onCancel, takenPairs, testId }: Props) {
  const [unit, setUnit] = useState<TUnitLookupRow | null>(null);
  const [role, setRole] = useState<StoreRoleChoice['role'] | null>(
    mode.kind === 'user' ? mode.role : null,
  );
  const [user, setUser] = useState<TUserRow | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const forUserId = mode.kind === 'role' ? mode.userId : (user?.id ?? null);
  const { holder, isChecking } = useStoreRoleHolder(unit, role?.id ?? null, forUserId);

  const isMismatch = unit !== null && role !== null && !doesRoleFitUnit(role.roleType, unit.type);
  const isTaken = unit !== null && role !== null && takenPairs?.has(pairKey(unit.id, role.id));
  const isComplete = unit !== null && role !== null && (mode.kind === 'role' || user !== null);
  const canSave = isComplete && !isMismatch && !isTaken && !isChecking;

  const chooseUnit = (next: TUnitLookupRow | null) => {
    setUnit(next);
    // The role goes when it cannot be held at the new unit (the role view keeps its role).
    if (mode.kind === 'role' && next && role && !doesRoleFitUnit(role.roleType, next.type)) {
      setRole(null);
    }
  };

  const save = async () => {
    if (!canSave || !unit || !role) return;
    setIsSaving(true);
    try {
      await onSave({ unit, role, user });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Form layout="vertical" component="div" data-testid={testId}>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item label="Mağaza / Birim" htmlFor={`${testId}-unit`} required>
            <SearchSelect
              id={`${testId}-unit`}
              source={unitsSearch}
              toOption={unitOption}
              value={unit?.id ?? null}
              onChange={(_value, item) => chooseUnit(item)}
              placeholder="Mağaza arayın"
              notFoundText="Mağaza bulunamadı."
              autoFocus
              data-testid={`${testId}-unit`}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {mode.kind === 'role' ? (
            <Form.Item label="Rol" htmlFor={`${testId}-role`} required>
              <SearchSelect
                id={`${testId}-role`}
                source={rolesSearch}
                toOption={roleOption}
                value={role?.id ?? null}
                onChange={(_value, item) => setRole(item)}
                placeholder="Rol arayın"
                notFoundText="Rol bulunamadı."
                data-testid={`${testId}-role`}
              />
            </Form.Item>
          ) : (
            <Form.Item label="Kullanıcı" htmlFor={`${testId}-user`} required>
              <SearchSelect
                id={`${testId}-user`}
                source={activeUsersSearch}
                toOption={userOption}
                value={user?.id ?? null}
                onChange={(_value, item) => setUser(item)}
                placeholder="Kullanıcı arayın"
                notFoundText="Kullanıcı bulunamadı."
                data-testid={`${testId}-user`}
              />
            </Form.Item>
          )}
        </Col>
      </Row>
      {isMismatch && (
        <Alert
          type="error"
          showIcon
          message={M.roleTypeMismatch}
          data-testid={`${testId}-mismatch`}
        />
      )}
      {isTaken && <Alert type="error" showIcon message={M.roleInStoreExists} />}
      {holder && unit && role && (
        <Alert
          type="warning"
          showIcon
          message={M.storeRoleHeldBy(
            `${holder.userName} ${holder.userSurname}`,
            unit.name,
            role.name,
          )}
          data-testid={`${testId}-holder-warning`}
        />
      )}
      <Flex justify="flex-end" gap={8} style={{ marginTop: 12 }}>
        <Button onClick={onCancel} disabled={isSaving}>
          Vazgeç
        </Button>
        <Button
          type="primary"
          disabled={!canSave}
          loading={isSaving}
          onClick={() => void save()}
          data-testid={`${testId}-save`}
        >
          Kaydet
        </Button>
      </Flex>
    </Form>
  );
}
