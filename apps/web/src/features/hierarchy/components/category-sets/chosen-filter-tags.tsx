import { ClearOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import {
  type ChosenFilters,
  type ChosenItem,
  FILTER_KINDS,
  type FilterKind,
  hasChosenFilters,
} from './category-set-query';

type Props = {
  chosen: ChosenFilters;
  labels: Record<FilterKind, string>;
  onRemove: (kind: FilterKind, item: ChosenItem) => void;
  onClear: () => void;
};

/** The chosen filters as tags, each with its own remove button, and 'Filtreyi Temizle'. */
export function ChosenFilterTags({ chosen, labels, onRemove, onClear }: Props) {
  if (!hasChosenFilters(chosen)) {
    return <Typography.Text type="secondary">Filtre seçilmedi.</Typography.Text>;
  }
  return (
    <Flex vertical gap={8} data-testid="category-set-chosen-filters">
      <Flex wrap gap={4} role="list" aria-label="Seçilen filtreler">
        {FILTER_KINDS.flatMap((kind) =>
          chosen[kind].map((item) => (
            <Tag key={`${kind}-${item.id}`} role="listitem" style={{ marginInlineEnd: 0 }}>
              {labels[kind]}: {item.name}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                onClick={() => onRemove(kind, item)}
                aria-label={`${labels[kind]} filtresini kaldır: ${item.name}`}
                style={{ marginInlineStart: 2, height: 18, width: 18, minWidth: 18 }}
                data-testid="category-set-chosen-filter-remove"
              />
            </Tag>
          )),
        )}
      </Flex>
      <Button
        size="small"
        icon={<ClearOutlined />}
        onClick={onClear}
        data-testid="category-set-filter-clear"
      >
        Filtreyi Temizle
      </Button>
    </Flex>
  );
}
