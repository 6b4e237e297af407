import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { Flex, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ticketDetailPath } from '../../../../lib/paths';
import { isOnRowControl } from '../../../../lib/row-click';
import { TOP_BAR_HEIGHT } from '../../../../lib/top-bar';
import type { TicketListPage } from '../../api/lists/get-tickets';
import {
  isColumnAvailable,
  shownColumnKeys,
  type TicketListColumnChoice,
} from './ticket-list-column-choice';
import { TicketListColumnChooser } from './ticket-list-column-chooser';
import { ticketListColumns, ticketListTableWidth } from './ticket-list-columns';
import { TICKET_LIST_PAGE_SIZES, type TicketListSort } from './ticket-list-query';
import './ticket-list-table.css';

type Props = {
  page: TicketListPage | undefined;
  isLoading: boolean;
  isError: boolean;
  sort: TicketListSort | null;
  pageNumber: number;
  pageSize: number;
  canSeeDiscountCode: boolean;
  onChange: TableProps<TTicketListRow>['onChange'];
  columnChoice: TicketListColumnChoice;
  onColumnChoiceChange: (choice: TicketListColumnChoice) => void;
  /** What an empty list says (its filters, the other tab). */
  empty: ReactNode;
};

/**
 * The table of both ticket lists: server-side sorting and paging (onChange drives the query), the
 * chosen columns, scrolling sideways inside itself past the fixed ones, never the page; the
 * header row sticks under the top bar.
 */
export function TicketListTable(props: Props) {
  const { page, isLoading, isError, sort, pageNumber, pageSize, canSeeDiscountCode, onChange } =
    props;
  const navigate = useNavigate();
  const open = (row: TTicketListRow) => navigate(ticketDetailPath(row.id));
  const keys = shownColumnKeys(props.columnChoice, (key) =>
    isColumnAvailable(key, canSeeDiscountCode),
  );
  const columns = ticketListColumns({ sort, keys, onOpen: open });

  return (
    <Table<TTicketListRow>
      className="ticket-list-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={isLoading}
      onChange={onChange}
      // A width in px (not 'max-content') lays the columns out by their widths and wraps texts.
      scroll={{ x: ticketListTableWidth(columns) }}
      // The header row stays in view under the top bar while the page scrolls.
      sticky={{ offsetHeader: TOP_BAR_HEIGHT }}
      title={() => (
        <Flex justify="end">
          <TicketListColumnChooser
            choice={props.columnChoice}
            canSeeDiscountCode={canSeeDiscountCode}
            onChange={props.onColumnChoiceChange}
          />
        </Flex>
      )}
      locale={{ emptyText: isError ? 'Biletler yüklenemedi.' : props.empty }}
      pagination={{
        current: pageNumber,
        pageSize,
        total: page?.totalCount ?? 0,
        showSizeChanger: true,
        pageSizeOptions: TICKET_LIST_PAGE_SIZES.map(String),
        showTotal: (total) =>
          `Bu sayfada ${page?.itemCountOnPage ?? 0} bilet, toplam ${total} bilet`,
      }}
      rowClassName={(row) => (row.isRedAlarm ? 'ticket-row--red-alarm' : '')}
      onRow={(row) => ({
        onClick: (event) => {
          if (!isOnRowControl(event)) open(row);
        },
        'data-testid': 'ticket-list-row',
        'data-ticket-no': row.ticketNo,
      })}
      data-testid="ticket-list-table"
    />
  );
}
