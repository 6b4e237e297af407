import {
  DeleteOutlined,
  DownOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { confirmed } from '../../lib/confirm';

type Props = { fullName: string; onOpenShortcuts: () => void };

const ITEMS: MenuProps['items'] = [
  {
    key: 'shortcuts',
    icon: <QuestionCircleOutlined />,
    label: <span data-testid="user-menu-shortcuts">Klavye kısayolları</span>,
  },
  {
    key: 'sign-out',
    icon: <LogoutOutlined />,
    label: <span data-testid="user-menu-sign-out">Oturumu Kapat</span>,
  },
  {
    key: 'clear-browser',
    icon: <DeleteOutlined />,
    label: <span data-testid="user-menu-clear-browser">Tarayıcıyı temizle</span>,
  },
];

/** The user's name with its entries: the keyboard shortcuts, sign out, clear local storage. */
export function UserMenu({ fullName, onOpenShortcuts }: Props) {
  const auth = useAuth();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { modal } = App.useApp();
  const clearBrowser = async () => {
    const isSure = await confirmed(modal, {
      title: 'Tarayıcı temizlensin mi?',
      content:
        'Bu tarayıcıda kayıtlı oturum, liste filtreleri ve tercihler silinir; sayfa yenilenir ve ' +
        'yeniden oturum açmanız gerekebilir.',
    });
    if (!isSure) return;
    window.localStorage.clear();
    window.location.reload();
  };
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'shortcuts') {
      // The dialog gives focus back to what held it: the menu button, not the closed entry.
      buttonRef.current?.focus();
      onOpenShortcuts();
    } else if (key === 'sign-out') void auth.signoutRedirect();
    else if (key === 'clear-browser') void clearBrowser();
  };
  return (
    // autoFocus: opened with Enter, the menu takes focus and the arrows move through it.
    <Dropdown
      menu={{ items: ITEMS, onClick }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
    >
      <Button
        ref={buttonRef}
        type="text"
        icon={<UserOutlined />}
        aria-label={`Kullanıcı menüsü: ${fullName}`}
        data-testid="user-menu"
      >
        <span data-testid="user-full-name">{fullName}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
