import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { TICKET_LIST_COLUMNS } from '@ccms/contract/tickets-lists';
import { Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_TICKET_LIST_COLUMNS,
  isColumnAvailable,
  type MovableColumnKey,
  moveColumn,
  setColumnShown,
  type TicketListColumnChoice,
} from './ticket-list-column-choice';

type Props = {
  choice: TicketListColumnChoice;
  canSeeDiscountCode: boolean;
  onChange: (choice: TicketListColumnChoice) => void;
};

type Direction = 'up' | 'down';

const TITLES = new Map<string, string>(
  TICKET_LIST_COLUMNS.map((column) => [column.key, column.title]),
);
const titleOf = (key: MovableColumnKey) => TITLES.get(key) ?? key;

/**
 * 'Sütunlar': a dialog where every column but the fixed three is shown or hidden by its box and
 * moved with 'Yukarı' / 'Aşağı' (buttons naming the column); changes apply at once.
 */
export function TicketListColumnChooser({ choice, canSeeDiscountCode, onChange }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [moved, setMoved] = useState<{ key: MovableColumnKey; direction: Direction } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const isAvailable = (key: MovableColumnKey) => isColumnAvailable(key, canSeeDiscountCode);
  const columns = choice.filter((column) => isAvailable(column.key));

  // A moved row's buttons are re-placed in the page and lose focus: give it back, to the other
  // button once the row reached an end (the pressed one is then disabled).
  useEffect(() => {
    if (!moved) return;
    const button = (direction: Direction) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${moved.key}:${direction}"]:not([disabled])`,
      );
    (button(moved.direction) ?? button(moved.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [moved]);

  const move = (key: MovableColumnKey, direction: Direction) => {
    onChange(moveColumn(choice, key, direction, isAvailable));
    setMoved({ key, direction });
  };
  const position = moved ? columns.findIndex((column) => column.key === moved.key) + 1 : 0;

  return (
    <>
      <Button
        icon={<SettingOutlined />}
        onClick={() => setIsOpen(true)}
        data-testid="ticket-list-columns-button"
      >
        Sütunlar
      </Button>
      <Modal
        open={isOpen}
        title="Sütunlar"
        onCancel={() => setIsOpen(false)}
        afterOpenChange={(open) => {
          if (!open) setMoved(null);
        }}
        destroyOnHidden
        // With the discount columns the list is taller than a 768 px screen: it scrolls inside,
        // the buttons stay in view.
        style={{ top: 24 }}
        styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' } }}
        footer={[
          <Button key="reset" onClick={() => onChange(DEFAULT_TICKET_LIST_COLUMNS)}>
            Varsayılana dön
          </Button>,
          <Button key="close" type="primary" onClick={() => setIsOpen(false)}>
            Tamam
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">
          Bilet No, SLA ve Müşteri solda sabit kalır. Diğer sütunları gösterin, gizleyin ya da
          sıralayın; seçiminiz bu liste için saklanır.
        </Typography.Paragraph>
        <ol ref={listRef} className="ticket-column-chooser" aria-label="Sütun sırası">
          {columns.map((column, index) => {
            const title = titleOf(column.key);
            return (
              <li key={column.key} data-testid="ticket-list-columns-item">
                <Flex align="center" justify="space-between" gap={8}>
                  <Checkbox
                    checked={column.isShown}
                    onChange={(event) =>
                      onChange(setColumnShown(choice, column.key, event.target.checked))
                    }
                  >
                    {title}
                  </Checkbox>
                  <Flex gap={4}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={`${title} sütununu yukarı taşı`}
                      title="Yukarı"
                      disabled={index === 0}
                      onClick={() => move(column.key, 'up')}
                      data-move={`${column.key}:up`}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={`${title} sütununu aşağı taşı`}
                      title="Aşağı"
                      disabled={index === columns.length - 1}
                      onClick={() => move(column.key, 'down')}
                      data-move={`${column.key}:down`}
                    />
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ol>
        {/* Read out after a move: where the column now is. */}
        <div aria-live="polite" className="ticket-column-chooser__status">
          {moved ? `${titleOf(moved.key)} ${position}. sırada.` : ''}
        </div>
      </Modal>
    </>
  );
}
