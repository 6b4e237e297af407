import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RULE_SETS_QUERY_KEY } from '../../../lib/rule-set-query-key';
import { buildCategorySetsOfRuleSetRequest } from '../components/category-set-rules';
import {
  buildRuleSetListQuery,
  INITIAL_RULE_SET_LIST_STATE,
} from '../components/rule-set-list-query';
import { RuleSetPanel } from '../components/rule-set-panel';
import RuleSetsScreen from './rule-sets-screen';

/*
 * The screen rendered to HTML in node (there is no DOM here) from answers put in the query
 * cache: what it shows and how its controls are named. Clicks and saves need a browser.
 */

const SET_ID = '11111111-1111-4111-8111-111111111111';

function cacheWithAnswers() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const key = (...rest: unknown[]) => [...RULE_SETS_QUERY_KEY, ...rest];
  client.setQueryData(key('list', buildRuleSetListQuery(INITIAL_RULE_SET_LIST_STATE)), {
    items: [
      {
        id: SET_ID,
        name: 'İade',
        sla: 0,
        isCaseClosed: false,
        isDeletedFromSLA: true,
        rulesCount: 2,
        flowsCount: 1,
        categorySetsCount: 3,
      },
    ],
    itemCountOnPage: 1,
    currentPageNumber: 1,
    totalCount: 1,
  });
  client.setQueryData(key('detail', SET_ID), {
    id: SET_ID,
    name: 'İade',
    sla: 48,
    isCaseClosed: true,
    isDeletedFromSLA: false,
    rules: [],
    flows: [],
  });
  client.setQueryData(key('rules', SET_ID), [
    {
      id: '22222222-2222-4222-8222-222222222222',
      ruleSetId: SET_ID,
      name: 'Information.Product.IsMandatory',
      displayName: 'Ürün zorunlu',
      value: '1',
      isActive: true,
    },
  ]);
  client.setQueryData(key('flows', SET_ID), [
    {
      id: '33333333-3333-4333-8333-333333333333',
      ruleId: SET_ID,
      roleId: '44444444-4444-4444-8444-444444444444',
      roleName: 'Mağaza Müdürü',
      actionStatus: 1,
    },
  ]);
  client.setQueryData(key('category-sets', buildCategorySetsOfRuleSetRequest(SET_ID, 1)), {
    items: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        typeName: 'Şikayet',
        categoryName: 'Ürün',
        subCategoryName: 'Hasarlı',
        isActive: true,
      },
    ],
    itemCountOnPage: 1,
    currentPageNumber: 1,
    totalCount: 1,
  });
  return client;
}

const render = (node: ReactNode) =>
  renderToString(
    <QueryClientProvider client={cacheWithAnswers()}>
      <App>{node}</App>
    </QueryClientProvider>,
  );

describe('rule sets screen', () => {
  it('lists the sets with their counts, rows keyboard-focusable, and asks for a choice', () => {
    const html = render(<RuleSetsScreen />);
    expect(html).toContain('Kural seti seçiniz.');
    expect(html).toContain('Sınırsız');
    expect(html).toMatch(/<tr tabindex="0" aria-selected="false"[^>]*data-row-key="1111/);
    expect(html).toContain('aria-label="Sil: İade"');
    expect(html).toContain('Yeni Kural Seti');
  });

  it("shows the panel's SLA, switches, rules, flows and breakdowns with named controls", () => {
    const html = render(<RuleSetPanel ruleSet={{ id: SET_ID, name: 'İade' }} />);
    expect(html).toMatch(/data-testid="rule-set-sla" value="48"/);
    expect(html).toMatch(/aria-label="Otomatik kapanış"[^>]*aria-checked="true"/);
    expect(html).toMatch(/aria-label="Sınırsız SLA"[^>]*aria-checked="false"/);
    expect(html).toContain('Ürün zorunlu');
    expect(html).toContain('aria-label="Düzenle: Ürün zorunlu"');
    expect(html).toContain('Kural Şablonu Ekle');
    expect(html).toContain('Mağaza Müdürü');
    expect(html).toContain('Yazma');
    expect(html).toContain('aria-label="Kural setinden çıkar: Şikayet / Ürün / Hasarlı"');
  });
});
