import { storeTypeName, type TStoreRow } from '@ccms/contract/organisation/stores';
import { type TableProps, Tag } from 'antd';
import {
  ServerPagedTable,
  type ServerPagedTableQuery,
  serverSortedColumn,
} from '../../../components/server-paged-table';
import { DEFAULT_STORE_SORT, STORE_SORTABLE } from './store-list-query';
import './organisation.css';

/** 'Ad Soyad' over the e-mail address of one manager, or '-'. */
function Manager(props: { name: string | null; surname: string | null; email: string | null }) {
  const name = [props.name, props.surname].filter(Boolean).join(' ');
  if (!name && !props.email) return <>-</>;
  return (
    <>
      <div>{name || '-'}</div>
      {props.email && <div style={{ color: '#595959' }}>{props.email}</div>}
    </>
  );
}

/**
 * The stores list (docs/domain.md §14.4 Stores list): units with their unit, area and region
 * managers, sorted and paged on the server, 20 a page; units created lately are highlighted
 * ('Yeni').
 */
export function StoresTable(props: ServerPagedTableQuery<TStoreRow>) {
  const sortable = (field: string) => serverSortedColumn(props.sort, field);
  const columns: TableProps<TStoreRow>['columns'] = [
    {
      title: 'Mağaza adı',
      dataIndex: 'name',
      key: 'name',
      // The row's name stays in view while the managers' columns scroll beside it.
      fixed: 'left',
      ...sortable('name'),
      render: (name: string, row) => (
        <>
          {name} {row.isNew && <Tag>Yeni</Tag>}
          {row.isECommerce && <Tag>E-ticaret</Tag>}
        </>
      ),
    },
    { title: 'Şehir', dataIndex: 'cityName', key: 'cityName', ...sortable('cityName') },
    {
      title: 'Tip',
      dataIndex: 'type',
      key: 'type',
      ...sortable('type'),
      render: (type: number) => storeTypeName(type),
    },
    {
      title: 'Birim müdürü',
      key: 'lastName',
      ...sortable('lastName'),
      render: (_: unknown, row) => (
        <Manager
          name={row.unitManagerName}
          surname={row.unitManagerSurname}
          email={row.unitManagerEmail}
        />
      ),
    },
    {
      title: 'Alan müdürü',
      key: 'areaManager',
      render: (_: unknown, row) => (
        <Manager
          name={row.areaManagerName}
          surname={row.areaManagerSurname}
          email={row.areaManagerEmail}
        />
      ),
    },
    {
      title: 'Bölge müdürü',
      key: 'regionManager',
      render: (_: unknown, row) => (
        <Manager
          name={row.regionManagerName}
          surname={row.regionManagerSurname}
          email={row.regionManagerEmail}
        />
      ),
    },
    { title: 'Telefon', dataIndex: 'phoneNumber', key: 'phoneNumber', ...sortable('phoneNumber') },
    {
      title: 'E-posta',
      dataIndex: 'emailAddress',
      key: 'emailAddress',
      ...sortable('emailAddress'),
    },
    {
      title: 'Durum',
      dataIndex: 'isActive',
      key: 'isActive',
      ...sortable('isActive'),
      render: (isActive: boolean) => (isActive ? 'Aktif' : <Tag>Pasif</Tag>),
    },
  ];
  return (
    <ServerPagedTable<TStoreRow>
      {...props}
      className="org-table"
      columns={columns}
      // Texts wrap to the screen; what cannot wrap (e-mail addresses) scrolls inside the table.
      scroll={{ x: true }}
      tableLayout="auto"
      locale={{ emptyText: 'Mağaza bulunamadı.' }}
      rowClassName={(row) => (row.isNew ? 'org-row--new' : '')}
      totalNoun="mağaza"
      sortable={STORE_SORTABLE}
      defaultSort={DEFAULT_STORE_SORT}
      data-testid="store-table"
    />
  );
}
