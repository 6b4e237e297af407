import type { TCallWrapUp } from '@ccms/contract/reference';
import { REFERENCE_ADMIN_LABELS as L } from '@ccms/contract/reference-admin/messages';
import {
  canPauseSla,
  switchesAfterProcessChange,
} from '@ccms/contract/reference-admin/wrap-up-switches';
import type { InlineEditColumn } from '../../../components/inline-edit-table/columns';
import { createCallWrapUp } from '../api/create-call-wrap-up';
import { useAllCallWrapUps } from '../api/get-all-call-wrap-ups';
import { updateCallWrapUp } from '../api/update-call-wrap-up';
import { ReferenceAdminTable } from '../components/reference-admin-table';
import { activeColumn, nameColumn, switchColumn } from '../components/reference-columns';

const W = L.callWrapUps;

const COLUMNS: InlineEditColumn<TCallWrapUp>[] = [
  nameColumn('callWrapUp'),
  activeColumn(),
  switchColumn('isClosed', W.isClosed),
  switchColumn('isProcess', W.isProcess, {
    // Switching in-process off takes the SLA pause with it (the dependent switch below).
    alsoChanges: (value) => switchesAfterProcessChange(value === true),
  }),
  switchColumn('isCustomerVoiceNecessary', W.isCustomerVoiceNecessary),
  switchColumn('isSlaPaused', W.isSlaPaused, { disabled: (row) => !canPauseSla(row) }),
  // Beyond the spec's columns: which wrap-ups open the discount-code and points blocks of the
  // activity form is a flag on the wrap-up (docs/domain.md §10 Wrap-ups).
  switchColumn('revealsDiscountCode', W.revealsDiscountCode),
  switchColumn('revealsMoneyPoint', W.revealsMoneyPoint),
];

/** /definitions/callwrapups (docs/domain.md §14.3 Screens): every call wrap-up. */
export default function CallWrapUpsScreen() {
  const wrapUps = useAllCallWrapUps();

  return (
    <ReferenceAdminTable<TCallWrapUp>
      kind="callWrapUp"
      title={W.title}
      description={W.slaPauseHint}
      newButtonLabel={W.newButton}
      rows={wrapUps.data}
      loading={wrapUps.isFetching}
      columns={COLUMNS}
      createRow={(id) => ({
        id,
        name: '',
        isActive: true,
        isClosed: false,
        isProcess: false,
        isCustomerVoiceNecessary: false,
        isSlaPaused: false,
        revealsDiscountCode: false,
        revealsMoneyPoint: false,
      })}
      create={createCallWrapUp}
      update={updateCallWrapUp}
      testId="call-wrap-ups"
    />
  );
}
