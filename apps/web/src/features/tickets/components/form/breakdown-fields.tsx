import type { TStoreLookupRow } from '@ccms/contract/reference';
import { callTypeForStore } from '@ccms/contract/tickets-form/rules';
import { Col, Form, Row, Select } from 'antd';
import { useCategoriesOfType } from '../../api/form/get-categories-of-type';
import { useSubCategoriesOfCategory } from '../../api/form/get-sub-categories-of-category';
import { useTicketTypes } from '../../api/form/get-ticket-types';
import { type SourceOption, SourceSelect } from './source-select';
import { StoreSelect } from './store-select';
import type { TicketFormValues } from './ticket-form-values';

type Props = {
  isManager: boolean;
  store: TStoreLookupRow | null;
  onStoreChosen: (row: TStoreLookupRow | null) => void;
  showStoreView: boolean;
  disabled: boolean;
  /** The edit form's names of what the ticket already has (the pickers search by name). */
  initialNames?: { source: SourceOption; storeView: TStoreLookupRow | null };
};

const NOT_FOR_STORE = ' (bu mağaza için kullanılamaz)';

/**
 * Source, store and the breakdown (type → category → sub-category), plus the store-view unit
 * when the category set allows it. Clearing what depends on a changed field is the dialog's
 * work (valuesToReset); these fields only offer the right options.
 */
export function BreakdownFields({
  isManager,
  store,
  onStoreChosen,
  showStoreView,
  disabled,
  initialNames,
}: Props) {
  const form = Form.useFormInstance<TicketFormValues>();
  const storeId = Form.useWatch('storeId', form) ?? null;
  const typeId = Form.useWatch('ticketTypeId', form) ?? undefined;
  const categoryId = Form.useWatch('ticketCategoryId', form) ?? undefined;
  const types = useTicketTypes(isManager);
  const categories = useCategoriesOfType(typeId, isManager);
  const subCategories = useSubCategoriesOfCategory(
    typeId && categoryId ? { typeId, categoryId } : null,
    isManager,
  );
  const allowedCallType = store ? callTypeForStore(store) : null;

  const subCategoryOptions = (subCategories.data ?? []).map((option) => {
    const fits = allowedCallType === null || option.callType === allowedCallType;
    return {
      value: option.id,
      label: fits ? option.name : `${option.name}${NOT_FOR_STORE}`,
      disabled: !fits,
    };
  });

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="sourceId" label="Kaynak" required>
            <SourceSelect
              isManager={isManager}
              initialOption={initialNames?.source}
              disabled={disabled}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="storeId" label="Mağaza" required>
            <StoreSelect
              onStoreChosen={onStoreChosen}
              initialRow={store}
              disabled={disabled}
              data-testid="ticket-store"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="ticketTypeId" label="Bilet Tipi" required>
            <Select
              options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
              placeholder={storeId ? 'Tip seçiniz' : 'Önce mağaza seçiniz'}
              loading={types.isPending}
              disabled={disabled || !storeId}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="ticket-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="ticketCategoryId" label="Kategori" required>
            <Select
              options={(categories.data ?? []).map((category) => ({
                value: category.id,
                label: category.name,
              }))}
              placeholder={typeId ? 'Kategori seçiniz' : 'Önce tip seçiniz'}
              loading={Boolean(typeId) && categories.isPending}
              disabled={disabled || !typeId}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="ticket-category"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="ticketSubCategoryId" label="Alt Kategori" required>
            <Select
              options={subCategoryOptions}
              placeholder={categoryId ? 'Alt kategori seçiniz' : 'Önce kategori seçiniz'}
              loading={Boolean(categoryId) && subCategories.isPending}
              disabled={disabled || !categoryId}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="ticket-sub-category"
            />
          </Form.Item>
        </Col>
      </Row>
      {showStoreView && (
        <Form.Item
          name="storeViewId"
          label="Görüntüleyecek Mağaza"
          extra="Bileti görebilecek mağazayı seçebilirsiniz."
        >
          <StoreSelect
            placeholder="Mağaza arayın"
            initialRow={initialNames?.storeView}
            disabled={disabled}
            data-testid="ticket-store-view"
          />
        </Form.Item>
      )}
    </>
  );
}
