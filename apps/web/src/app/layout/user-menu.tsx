import { DeleteOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useAuth } from 'react-oidc-context';
import { confirmed } from '../../lib/confirm';

type Props = { fullName: string };

const ITEMS: MenuProps['items'] = [
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

/** The user's name with exactly two entries: sign out, and clear local storage + reload. */
export function UserMenu({ fullName }: Props) {
  const auth = useAuth();
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
    if (key === 'sign-out') void auth.signoutRedirect();
    else if (key === 'clear-browser') void clearBrowser();
  };
  return (
    <Dropdown menu={{ items: ITEMS, onClick }} trigger={['click']} placement="bottomRight">
      <Button
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
