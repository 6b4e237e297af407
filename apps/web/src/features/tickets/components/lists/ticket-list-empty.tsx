import { ClearOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography } from 'antd';

type Props = {
  /** Applied filters of the card (0: none). */
  activeFilterCount: number;
  onClear: () => void;
  /** Set on an empty 'Bana Atananlar': opens 'Görüntülediklerim'. */
  onShowViewed?: () => void;
};

/**
 * What an empty list says: that its filters are active, with 'Temizle'; and on 'Bana Atananlar'
 * that the user's other tickets are under 'Görüntülediklerim' (a manager's work is mostly there).
 */
export function TicketListEmpty({ activeFilterCount, onClear, onShowViewed }: Props) {
  const isFiltered = activeFilterCount > 0;
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={4} align="center" data-testid="ticket-list-empty">
          <Typography.Text>
            {onShowViewed ? 'Size atanmış bilet bulunamadı.' : 'Kayıt bulunamadı'}
          </Typography.Text>
          {isFiltered && (
            <Typography.Text type="secondary">
              {activeFilterCount} etkin filtre var: filtreleri temizleyince daha çok bilet
              görünebilir.
            </Typography.Text>
          )}
          {onShowViewed && (
            <Typography.Text type="secondary">
              Görebildiğiniz diğer biletler 'Görüntülediklerim' sekmesinde.
            </Typography.Text>
          )}
        </Flex>
      }
    >
      <Flex gap={8} justify="center">
        {isFiltered && (
          <Button icon={<ClearOutlined />} onClick={onClear} data-testid="ticket-list-empty-clear">
            Temizle
          </Button>
        )}
        {onShowViewed && (
          <Button onClick={onShowViewed} data-testid="ticket-list-empty-viewed">
            Görüntülediklerim
          </Button>
        )}
      </Flex>
    </Empty>
  );
}
