import { ACTIVITY_MESSAGES } from '@ccms/contract/tickets-activities/messages';
import {
  needsCallWrapUp,
  type TActivityFormContext,
  visibleActivityFields,
} from '@ccms/contract/tickets-activities/rules';
import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { Alert, Col, Form, Input, Row, Select, Typography } from 'antd';
import { FormDialog, useFormDialog } from '../../../../../components/form-dialog';
import { usePermissions } from '../../../../../lib/permissions';
import { useTransferTargets } from '../../../api/detail/activities/get-transfer-targets';
import { StoreSelect } from '../../form/store-select';
import {
  type ActivityFormValues,
  activityValuesToReset,
  offeredTransferTargets,
  statusChoices,
  subStatusChoices,
  toActivityWrapUp,
} from './activity-form-values';
import { ActivityWrapUpFields } from './activity-wrap-up-fields';
import { useActivitySave } from './use-activity-save';
import { useStatusWrapUps } from './use-status-wrap-ups';

type Props = {
  ticket: TTicketDetail;
  open: boolean;
  onClose: () => void;
};

/**
 * 'Aktivite Ekle' (docs/domain.md §13.2): status and sub-status, the transfer target
 * for 4 Yönlendir (a store for store-type roles, a warning and a confirmation for the e-commerce
 * back office), the wrap-up with Ticket.CallWrapUps and what it reveals, and the description.
 * Without Ticket.CallWrapUps the choices that need a wrap-up are shown but cannot be chosen.
 */
export function NewActivityDialog({ ticket, open, onClose }: Props) {
  const [form] = Form.useForm<ActivityFormValues>();
  const { has } = usePermissions();
  const canChooseWrapUp = has('Ticket.CallWrapUps');
  const watch = { form, preserve: true } as const;
  const status = Form.useWatch('status', watch) ?? null;
  const subStatus = Form.useWatch('subStatus', watch) ?? null;
  const transferRoleId = Form.useWatch('transferRoleId', watch) ?? null;
  const callWrapUpId = Form.useWatch('callWrapUpId', watch) ?? null;
  const hasDiscountCode = Form.useWatch('hasDiscountCode', watch) === true;
  const hasMoneyPoint = Form.useWatch('hasMoneyPoint', watch) === true;

  const draft = { status, subStatus };
  const wrapUps = useStatusWrapUps(status, canChooseWrapUp && needsCallWrapUp(status, subStatus));
  const wrapUpOf = (id: string | null | undefined) =>
    toActivityWrapUp(wrapUps.data?.find((row) => row.id === id));
  const callWrapUp = wrapUpOf(callWrapUpId);
  const shown = visibleActivityFields(draft, callWrapUp);
  const targets = useTransferTargets(shown.transferTarget);
  const offered = offeredTransferTargets(targets.data ?? [], ticket.canGoEcommerceBackOffice);
  const target = offered.find((row) => row.id === transferRoleId) ?? null;
  const context: TActivityFormContext = {
    callWrapUp,
    transferTarget: target,
    canGoEcommerceBackOffice: ticket.canGoEcommerceBackOffice,
  };
  const save = useActivitySave({ form, ticket, context, onSaved: onClose });
  const dialog = useFormDialog({ onClose, save });
  const { isSaving } = dialog;

  const statusOptions = statusChoices(
    ticket.status,
    has('Ticket.CanSeeActivityPlus'),
    canChooseWrapUp,
  );
  const subStatusOptions = subStatusChoices(status, canChooseWrapUp);

  return (
    <FormDialog
      dialog={dialog}
      open={open}
      title="Aktivite Ekle"
      width={760}
      saveTestId="activity-save"
    >
      <Form<ActivityFormValues>
        form={form}
        layout="vertical"
        initialValues={{ description: '', hasDiscountCode: false, hasMoneyPoint: false }}
        onValuesChange={(changed) => {
          const patch = activityValuesToReset(changed, wrapUpOf);
          if (Object.keys(patch).length > 0) form.setFieldsValue(patch);
        }}
        aria-label="Aktivite formu"
        data-testid="activity-form"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="status" label="Durum" required>
              <Select
                options={statusOptions}
                placeholder="Durum seçiniz"
                disabled={isSaving}
                data-testid="activity-status"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="subStatus" label="Alt Durum" required>
              <Select
                options={subStatusOptions}
                placeholder={status ? 'Alt durum seçiniz' : 'Önce durum seçiniz'}
                disabled={isSaving || !status}
                data-testid="activity-sub-status"
              />
            </Form.Item>
          </Col>
        </Row>
        {shown.transferTarget && (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="transferRoleId" label="Yönlendirilecek Birim" required>
                <Select
                  options={offered.map((row) => ({ value: row.id, label: row.name }))}
                  showSearch={{ optionFilterProp: 'label' }}
                  allowClear
                  loading={targets.isPending}
                  placeholder="Birim seçiniz"
                  disabled={isSaving}
                  data-testid="activity-transfer-role"
                />
              </Form.Item>
            </Col>
            {target?.needsStore && (
              <Col xs={24} md={12}>
                <Form.Item name="transferStoreId" label="Mağaza" required>
                  <StoreSelect disabled={isSaving} data-testid="activity-transfer-store" />
                </Form.Item>
              </Col>
            )}
          </Row>
        )}
        {shown.transferTarget && target?.isECommerceBackOffice && (
          <Alert
            type="warning"
            showIcon
            title={ACTIVITY_MESSAGES.eCommerceTransferWarning}
            style={{ marginBottom: 16 }}
            data-testid="activity-ecommerce-warning"
          />
        )}
        {canChooseWrapUp && (
          <ActivityWrapUpFields
            shown={shown}
            wrapUps={wrapUps}
            hasDiscountCode={hasDiscountCode}
            hasMoneyPoint={hasMoneyPoint}
            disabled={isSaving}
          />
        )}
        <Form.Item
          name="description"
          label="Açıklama"
          required
          extra={
            <Typography.Text type="warning">
              {ACTIVITY_MESSAGES.personalDataWarning}
            </Typography.Text>
          }
        >
          <Input.TextArea
            rows={4}
            maxLength={4000}
            disabled={isSaving}
            data-testid="activity-description"
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
