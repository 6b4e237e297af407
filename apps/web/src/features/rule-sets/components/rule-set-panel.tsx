import type { TRuleSetRow } from '@ccms/contract/rule-sets';
import { Card, Divider, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { RuleSetCategorySets } from './rule-set-category-sets';
import { RuleSetFlows } from './rule-set-flows';
import { RuleSetRules } from './rule-set-rules';
import { RuleSetSettings } from './rule-set-settings';

/**
 * The right panel of the selected set (docs/domain.md §14.2): SLA and switches, rules, flows and
 * the breakdowns that use it. Keyed by the set, so a new choice starts afresh.
 */
export function RuleSetPanel({ ruleSet }: { ruleSet: Pick<TRuleSetRow, 'id' | 'name'> }) {
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {ruleSet.name}
        </Typography.Title>
      }
      data-testid="rule-set-panel"
    >
      <Flex vertical gap={8}>
        <RuleSetSettings ruleSetId={ruleSet.id} />
        <PanelSection title="Kurallar">
          <RuleSetRules ruleSetId={ruleSet.id} />
        </PanelSection>
        <PanelSection title="Akışlar">
          <RuleSetFlows ruleSetId={ruleSet.id} />
        </PanelSection>
        <PanelSection title="Kategori Grupları">
          <RuleSetCategorySets ruleSet={ruleSet} />
        </PanelSection>
      </Flex>
    </Card>
  );
}

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Divider style={{ margin: '12px 0' }} />
      <Typography.Title level={5} id={headingId} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
