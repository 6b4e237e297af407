import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TProductRow } from '@ccms/contract/reference';
import { Button, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { type ProductSearchField, useListProducts } from '../../api/form/list-products';

const SEARCH_FIELDS: { value: ProductSearchField; label: string }[] = [
  { value: 'name', label: 'Ürün Adı' },
  { value: 'brandDescription', label: 'Marka' },
  { value: 'barcodeNo', label: 'Barkod' },
  { value: 'wesCode', label: 'Wes Kodu' },
  { value: 'groupName', label: 'Grup' },
];

type Props = {
  chosenIds: ReadonlySet<string>;
  onChoose: (row: TProductRow) => void;
  disabled: boolean;
};

/**
 * The searchable product catalogue, 5 a page, sorted by brand, group and name (docs/domain.md §10
 * Products); each row has an add button (a product already on the list cannot be added again).
 */
export function ProductCatalogue({ chosenIds, onChoose, disabled }: Props) {
  const [field, setField] = useState<ProductSearchField>('name');
  const [text, setText] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const products = useListProducts({ field, text, pageNumber }, true);

  const columns: TableColumnsType<TProductRow> = [
    { title: 'Marka', dataIndex: 'brandDescription' },
    { title: 'Grup', dataIndex: 'groupName' },
    { title: 'Ürün Adı', dataIndex: 'name' },
    { title: 'Barkod', dataIndex: 'barcodeNo' },
    { title: 'Wes Kodu', dataIndex: 'wesCode' },
    {
      title: '',
      key: 'add',
      width: 90,
      render: (_value, row) => {
        const isChosen = chosenIds.has(row.id);
        return (
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={disabled || isChosen}
            onClick={() => onChoose(row)}
            data-testid="product-add"
          >
            {isChosen ? 'Eklendi' : 'Ekle'}
          </Button>
        );
      },
    },
  ];

  return (
    <Space
      orientation="vertical"
      size={8}
      style={{ width: '100%' }}
      data-testid="product-catalogue"
    >
      <Space.Compact style={{ width: '100%' }}>
        <Select<ProductSearchField>
          value={field}
          options={SEARCH_FIELDS}
          onChange={setField}
          style={{ width: 140 }}
          aria-label="Arama alanı"
          disabled={disabled}
        />
        <Input.Search
          allowClear
          placeholder="Ürün ara"
          enterButton="Ara"
          disabled={disabled}
          onSearch={(value) => {
            setText(value);
            setPageNumber(1);
          }}
          data-testid="product-search"
        />
      </Space.Compact>
      <Table<TProductRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={products.data?.items ?? []}
        loading={products.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: products.isError ? 'Ürünler yüklenemedi.' : 'Ürün bulunamadı.' }}
        pagination={{
          current: pageNumber,
          pageSize: PAGE_SIZES.productSearch,
          total: products.data?.totalCount ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `Toplam ${total} ürün`,
          onChange: setPageNumber,
        }}
      />
    </Space>
  );
}
