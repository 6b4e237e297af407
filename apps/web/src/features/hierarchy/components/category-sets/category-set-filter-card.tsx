import { Card, Divider } from 'antd';
import { Fragment } from 'react';
import {
  type ChosenFilters,
  FILTER_KINDS,
  type FilterKind,
  toggleChosen,
} from './category-set-query';
import { ChosenFilterTags } from './chosen-filter-tags';
import { FilterList } from './filter-list';

export const FILTER_LABELS: Record<FilterKind, string> = {
  typeId: 'Bilet Tipi',
  categoryId: 'Kategori',
  subCategoryId: 'Alt Kategori',
  ruleSetId: 'Kural Seti',
};

type Props = {
  chosen: ChosenFilters;
  onChange: (chosen: ChosenFilters) => void;
  onClear: () => void;
};

/**
 * The left filter card of /definitions/ticket-category-sets: the chosen filters on top, then
 * the four searchable lists. A click on an item chooses it or takes it back; the table follows
 * at once.
 */
export function CategorySetFilterCard({ chosen, onChange, onClear }: Props) {
  const toggle = (kind: FilterKind) => (item: { id: string; name: string }) =>
    onChange(toggleChosen(chosen, kind, item));

  return (
    <Card size="small" title="Filtreler" data-testid="category-set-filter-card">
      <ChosenFilterTags
        chosen={chosen}
        labels={FILTER_LABELS}
        onRemove={(kind, item) => toggle(kind)(item)}
        onClear={onClear}
      />
      {FILTER_KINDS.map((kind) => (
        <Fragment key={kind}>
          <Divider style={{ margin: '12px 0' }} />
          <FilterList
            kind={kind}
            label={FILTER_LABELS[kind]}
            chosen={chosen[kind]}
            onToggle={toggle(kind)}
          />
        </Fragment>
      ))}
    </Card>
  );
}
