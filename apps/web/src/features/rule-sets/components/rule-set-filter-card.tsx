import { Col, Form, Input } from 'antd';
import { FilterCard } from '../../../components/filter-card';
import { SearchSelect } from '../../../components/search-select';
import { searchRoles } from '../../../lib/api/list-roles';
import { categorySetsSearch } from '../api/find-category-sets';
import { ruleTemplatesSearch } from '../api/get-rule-templates';
import { categorySetOption, roleOption, templateOption } from './options';
import type { RuleSetFilters } from './rule-set-list-query';

type Props = {
  onSearch: (filters: RuleSetFilters) => void;
  isSearching?: boolean;
};

/**
 * The rule set screen's filter card (docs/domain.md §14.2): the name, and a rule, a flow role and a
 * breakdown picked from server look-ups. 'Filtrele' or Enter in the name runs the search.
 */
export function RuleSetFilterCard({ onSearch, isSearching }: Props) {
  const [form] = Form.useForm<RuleSetFilters>();

  return (
    <FilterCard
      form={form}
      label="Kural seti filtreleri"
      onFinish={onSearch}
      onClear={() => onSearch({})}
      isSearching={isSearching}
      testIdPrefix="rule-set-filter"
    >
      <Col xs={24} sm={12} xl={6}>
        <Form.Item name="rulesetname" label="Kural seti adı">
          <Input allowClear maxLength={200} data-testid="rule-set-filter-name" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Form.Item name="ruleName" label="Kural">
          <SearchSelect
            source={ruleTemplatesSearch}
            toOption={templateOption}
            placeholder="Kural arayın"
            notFoundText="Kural bulunamadı."
            data-testid="rule-set-filter-rule"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Form.Item name="flowId" label="Akış (rol)">
          <SearchSelect
            source={searchRoles}
            toOption={roleOption}
            placeholder="Rol arayın"
            notFoundText="Rol bulunamadı."
            data-testid="rule-set-filter-flow"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Form.Item name="categorySetId" label="Kategori grubu">
          <SearchSelect
            source={categorySetsSearch}
            toOption={categorySetOption}
            placeholder="Tip, kategori veya alt kategori arayın"
            notFoundText="Kırılım bulunamadı."
            data-testid="rule-set-filter-category-set"
          />
        </Form.Item>
      </Col>
    </FilterCard>
  );
}
