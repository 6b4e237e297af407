import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { useCities } from '../api/get-cities';
import { useCountiesOfCity } from '../api/get-counties-of-city';

type LabelledOption = { value: number; label: string };

/** Turkish-aware, case-insensitive "contains" for the searchable selects. */
function matchesSearch(input: string, option?: LabelledOption): boolean {
  if (!option) return false;
  return option.label.toLocaleLowerCase('tr').includes(input.trim().toLocaleLowerCase('tr'));
}

const searchConfig = { filterOption: matchesSearch };

/**
 * İl, ilçe and adres fields (`address.cityId`, `address.countyId`, `address.details`) for use
 * inside an antd Form. Each is optional on its own; the address is sent only when all three are
 * given (toCustomerInput).
 */
export function AddressFields({ disabled }: { disabled?: boolean }) {
  const form = Form.useFormInstance();
  const cityId = Form.useWatch<number | undefined>(['address', 'cityId'], form) ?? undefined;
  const cities = useCities();
  const counties = useCountiesOfCity(cityId);

  const cityOptions: LabelledOption[] = (cities.data ?? []).map((city) => ({
    value: city.id,
    label: city.name,
  }));
  const countyOptions: LabelledOption[] = (counties.data ?? []).map((county) => ({
    value: county.id,
    label: county.name,
  }));

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['address', 'cityId']} label="İl">
            <Select<number, LabelledOption>
              showSearch={searchConfig}
              allowClear
              placeholder="İl seçiniz"
              options={cityOptions}
              loading={cities.isPending}
              disabled={disabled}
              // A county of the previous city would not belong to the new one.
              onChange={() => form.setFieldValue(['address', 'countyId'], undefined)}
              data-testid="customer-form-city"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['address', 'countyId']} label="İlçe">
            <Select<number, LabelledOption>
              showSearch={searchConfig}
              allowClear
              placeholder={cityId === undefined ? 'Önce il seçiniz' : 'İlçe seçiniz'}
              options={countyOptions}
              loading={cityId !== undefined && counties.isPending}
              disabled={disabled || cityId === undefined}
              data-testid="customer-form-county"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={['address', 'details']}
        label="Adres"
        extra={
          <Typography.Text type="secondary">
            Adres yalnızca il, ilçe ve adres alanlarının tümü doldurulduğunda kaydedilir.
          </Typography.Text>
        }
      >
        <Input.TextArea
          rows={2}
          maxLength={500}
          disabled={disabled}
          data-testid="customer-form-address"
        />
      </Form.Item>
    </>
  );
}
