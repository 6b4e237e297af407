import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import { Card, Table, type TableColumnsType } from 'antd';

type Product = TTicketDetail['products'][number];

const COLUMNS: TableColumnsType<Product> = [
  { key: 'name', title: 'Ürün', dataIndex: 'productName' },
  { key: 'barcode', title: 'Barkod', dataIndex: 'barcode', width: 150 },
  { key: 'wescode', title: 'Wescode', dataIndex: 'wescode', width: 120 },
  { key: 'count', title: 'Adet', dataIndex: 'count', width: 80, align: 'right' },
];

/** 'Ürünler': the products the ticket is about. */
export function ProductsCard({ products }: { products: readonly Product[] }) {
  return (
    <Card title="Ürünler" size="small" data-testid="ticket-products">
      <Table<Product>
        size="small"
        columns={COLUMNS}
        dataSource={products as Product[]}
        rowKey="productId"
        pagination={false}
        locale={{ emptyText: 'Ürün yok.' }}
      />
    </Card>
  );
}
