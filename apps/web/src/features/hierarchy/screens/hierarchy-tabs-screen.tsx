import { Flex, Tabs, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { HierarchyLevelTable } from '../components/hierarchy-level-table';
import { HIERARCHY_LEVELS, levelOfPath, levelPath } from '../components/hierarchy-levels';

/**
 * /definitions/ticket-hierarchies/{ticket-types|ticket-categories|ticket-subcategories}: the
 * three tabs navigate, so each has its own address, menu item and title.
 */
export default function HierarchyTabsScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const level = levelOfPath(pathname);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Bilet Hiyerarşisi
      </Typography.Title>
      <Tabs
        activeKey={level.key}
        onChange={(key) => {
          const next = HIERARCHY_LEVELS.find((candidate) => candidate.key === key);
          if (next) navigate(levelPath(next));
        }}
        items={HIERARCHY_LEVELS.map((candidate) => ({
          key: candidate.key,
          label: candidate.title,
          // Only the open tab loads its list; a new tab starts from page 1.
          children:
            candidate.key === level.key ? (
              <HierarchyLevelTable key={candidate.key} level={candidate} />
            ) : null,
        }))}
        data-testid="hierarchy-tabs"
      />
    </Flex>
  );
}
