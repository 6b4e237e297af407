import { hasManagerProfile } from '@ccms/contract/permissions';
import { Col, Form, Select } from 'antd';
import { useState } from 'react';
import { usePermissions } from '../../../../lib/permissions';
import { useCategoriesOfType } from '../../api/form/get-categories-of-type';
import { useDeliveryTypes } from '../../api/form/get-delivery-types';
import { useSubCategoriesOfCategory } from '../../api/form/get-sub-categories-of-category';
import { useTicketTypes } from '../../api/form/get-ticket-types';
import type { TicketListFilterField } from './ticket-list-active-filters';
import type { TicketListFormValues } from './ticket-list-form-values';

const COLUMN = { xs: 24, sm: 12, lg: 6, xxl: 4 } as const;

const HIDDEN = { display: 'none' } as const;

type Option = { value: string; label: string };

const toOptions = (rows: readonly { id: string; name: string }[] | undefined): Option[] =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

const searchable = {
  showSearch: { optionFilterProp: 'label' },
  allowClear: true,
  placeholder: 'Tümü',
} as const;

/**
 * Type → category → sub-category (each asked once the level above is chosen) and the delivery
 * type: id filters sent with `equal`. The card clears the lower levels when a level changes.
 */
export function TicketListSelectFields({
  isShown,
}: {
  /** A folded card hides the fields not in use (they keep their values). */
  isShown: (field: TicketListFilterField) => boolean;
}) {
  const { has } = usePermissions();
  const isManager = hasManagerProfile(has);
  const form = Form.useFormInstance<TicketListFormValues>();
  const typeId = Form.useWatch('typeId', form) ?? undefined;
  const categoryId = Form.useWatch('categoryId', form) ?? undefined;
  const [isDeliveryUsed, setIsDeliveryUsed] = useState(false);
  const deliveryTypeId = Form.useWatch('deliveryTypeId', form);
  const types = useTicketTypes(isManager);
  const categories = useCategoriesOfType(typeId, isManager);
  const subCategories = useSubCategoriesOfCategory(
    typeId && categoryId ? { typeId, categoryId } : null,
    isManager,
  );
  // A restored delivery type needs its name at once; otherwise ask when the select opens.
  const deliveryTypes = useDeliveryTypes(isDeliveryUsed || Boolean(deliveryTypeId));

  return (
    <>
      <Col {...COLUMN} style={isShown('typeId') ? undefined : HIDDEN}>
        <Form.Item name="typeId" label="Bilet Tipi">
          <Select
            {...searchable}
            options={toOptions(types.data)}
            loading={types.isFetching}
            data-testid="ticket-list-filter-type"
          />
        </Form.Item>
      </Col>
      <Col {...COLUMN} style={isShown('categoryId') ? undefined : HIDDEN}>
        <Form.Item name="categoryId" label="Kategori">
          <Select
            {...searchable}
            options={toOptions(categories.data)}
            loading={categories.isFetching}
            disabled={!typeId}
            data-testid="ticket-list-filter-category"
          />
        </Form.Item>
      </Col>
      <Col {...COLUMN} style={isShown('subCategoryId') ? undefined : HIDDEN}>
        <Form.Item name="subCategoryId" label="Alt Kategori">
          <Select
            {...searchable}
            options={toOptions(subCategories.data)}
            loading={subCategories.isFetching}
            disabled={!categoryId}
            data-testid="ticket-list-filter-sub-category"
          />
        </Form.Item>
      </Col>
      <Col {...COLUMN} style={isShown('deliveryTypeId') ? undefined : HIDDEN}>
        <Form.Item name="deliveryTypeId" label="Teslimat Türü">
          <Select
            {...searchable}
            options={toOptions(deliveryTypes.data)}
            loading={deliveryTypes.isFetching}
            onOpenChange={(open) => open && setIsDeliveryUsed(true)}
            data-testid="ticket-list-filter-delivery-type"
          />
        </Form.Item>
      </Col>
    </>
  );
}
