import {
  BarChartOutlined,
  ContainerOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '../../lib/permissions';
import {
  filterMenuByPermissions,
  findParentKeys,
  findSelectedMenuKey,
  MENU_ITEMS,
  type MenuItem,
} from './menu-items';

type AntMenuItem = Required<MenuProps>['items'][number];

const ICONS: Record<string, ReactNode> = {
  'tickets-mine': <ContainerOutlined />,
  'tickets-all': <UnorderedListOutlined />,
  customers: <TeamOutlined />,
  stores: <ShopOutlined />,
  definitions: <SettingOutlined />,
  reports: <BarChartOutlined />,
};

function toAntItem(item: MenuItem): AntMenuItem {
  const testId = `menu-${item.key}`;
  if (item.children) {
    return {
      key: item.key,
      icon: ICONS[item.key],
      label: <span data-testid={testId}>{item.label}</span>,
      children: item.children.map(toAntItem),
    };
  }
  return {
    key: item.key,
    icon: ICONS[item.key],
    label: (
      <Link to={item.path ?? '/'} data-testid={testId}>
        {item.label}
      </Link>
    ),
  };
}

/** The sidebar menu, filtered by the user's permissions. */
export function SideMenu({ isCollapsed }: { isCollapsed: boolean }) {
  const { granted } = usePermissions();
  const { pathname } = useLocation();
  const visibleItems = useMemo(() => filterMenuByPermissions(MENU_ITEMS, [...granted]), [granted]);
  const antItems = useMemo(() => visibleItems.map(toAntItem), [visibleItems]);
  const selectedKey = findSelectedMenuKey(visibleItems, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    selectedKey ? findParentKeys(visibleItems, selectedKey) : [],
  );
  return (
    <nav aria-label="Ana menü">
      <Menu
        mode="inline"
        items={antItems}
        selectedKeys={selectedKey ? [selectedKey] : []}
        // Collapsed, the groups open as pop-ups on hover; antd manages those itself.
        {...(isCollapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
