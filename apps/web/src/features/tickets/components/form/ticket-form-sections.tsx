import { readRuleFlags } from '@ccms/contract/hierarchy';
import { Alert, Divider, Form, type FormInstance, Spin } from 'antd';
import type { ReactNode } from 'react';
import { FormDialog, type FormDialogState } from '../../../../components/form-dialog';
import { DetailsFields } from './details-fields';
import { useNoRulesNotice } from './no-rules-notice';
import { ProductFields } from './product-fields';
import { RuleFields } from './rule-fields';
import { SurveyFields } from './survey-fields';
import type { TicketFormValues } from './ticket-form-values';
import type { TicketFormModel } from './use-ticket-form-state';

const BREAKDOWN_FAILED = 'Kırılımın kural bilgileri alınamadı. Alt kategoriyi yeniden seçin.';

const isBreakdownBusy = (model: TicketFormModel) =>
  model.state.subCategory !== null && (model.isBreakdownPending || model.isBreakdownFailed);

/**
 * The part of the ticket form below the breakdown, shared by 'Yeni Bilet' and 'Bileti Düzenle':
 * details, the fields the rule set shows, products and survey, waiting while the breakdown's
 * rules load, and the red notice when the chosen breakdown has none. `children` are the creation's own parts (files, closing).
 */
export function TicketFormSections({
  model,
  disabled,
  children,
}: {
  model: TicketFormModel;
  disabled: boolean;
  children?: ReactNode;
}) {
  const { state, layout } = model;
  const mandatory = readRuleFlags(state.ruleSet?.rules ?? []).mandatory;
  useNoRulesNotice(model.subCategoryWithoutRules);
  return (
    <>
      {model.isBreakdownFailed && (
        <Alert type="error" showIcon title={BREAKDOWN_FAILED} style={{ marginBottom: 16 }} />
      )}
      <Spin spinning={state.subCategory !== null && model.isBreakdownPending}>
        <DetailsFields disabled={disabled} />
        <RuleFields
          layout={layout}
          mandatory={mandatory}
          isOnlineShop={state.categorySet?.isOnlineShop === true}
          disabled={disabled}
        />
        {layout.products && (
          <>
            <Divider />
            <ProductFields isMandatory={mandatory.has('Product')} disabled={disabled} />
          </>
        )}
        {layout.survey && state.questions.length > 0 && (
          <>
            <Divider />
            <SurveyFields disabled={disabled} />
          </>
        )}
        {children}
      </Spin>
    </>
  );
}

/**
 * The dialog around both ticket forms: 1040 wide, closed through the dialog's guard (which asks
 * before dropping changes), 'Vazgeç' and 'Kaydet', the latter held while the breakdown's rules
 * load or failed.
 */
export function TicketFormModal({
  title,
  open,
  form,
  initialValues,
  onValuesChange,
  formLabel,
  formTestId,
  saveTestId,
  model,
  dialog,
  children,
}: {
  title: string;
  open: boolean;
  form: FormInstance<TicketFormValues>;
  initialValues: Partial<TicketFormValues>;
  onValuesChange: (changed: Partial<TicketFormValues>, all: TicketFormValues) => void;
  formLabel: string;
  formTestId: string;
  saveTestId: string;
  model: TicketFormModel;
  dialog: FormDialogState;
  children: ReactNode;
}) {
  return (
    <FormDialog
      dialog={dialog}
      open={open}
      title={title}
      width={1040}
      saveTestId={saveTestId}
      isSaveDisabled={isBreakdownBusy(model)}
    >
      <Form<TicketFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        aria-label={formLabel}
        data-testid={formTestId}
      >
        {children}
      </Form>
    </FormDialog>
  );
}
