import {
  BellOutlined,
  BgColorsOutlined,
  CheckOutlined,
  DownOutlined,
  LogoutOutlined,
} from '@ant-design/icons';
import type { CurrentUser } from '@overlay/contracts';
import { Button, Dropdown, Flex, Typography, theme } from 'antd';
// The plain Avatar: antd's index adds Avatar.Group, and with it Popover and its styles, to the first load.
import Avatar from 'antd/es/avatar/Avatar';
import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import {
  THEME_PREFERENCES,
  useThemePreference,
} from '../../lib/theme/theme-preference';
import type { ThemePreference } from '../../lib/theme/theme-preference';
import { RoleBadge } from './role-badge';
import { paths } from '../../config/paths';
import { useMinWidth } from '../../lib/use-media-query';

const THEME_LABEL: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1
      ? [parts[0][0], parts[parts.length - 1][0]]
      : [parts[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** The user menu: who is signed in, their role badge, settings, theme and Logout. */
export function UserMenu({
  user,
  onLogout,
  loggingOut,
}: {
  user: CurrentUser;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { token } = theme.useToken();
  // antd's md and sm breakpoints, known in the first render (Grid.useBreakpoint's are not).
  const screens = {
    md: useMinWidth(token.screenMD),
    sm: useMinWidth(token.screenSM),
  };
  const { preference, setPreference } = useThemePreference();

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <Flex vertical gap={2} style={{ padding: '4px 0', maxWidth: 240 }}>
          <Flex align="center" gap={8}>
            <Typography.Text strong ellipsis>
              {user.name}
            </Typography.Text>
            <RoleBadge role={user.role} />
          </Flex>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {user.email}
          </Typography.Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    {
      key: 'notifications',
      icon: <BellOutlined />,
      label: (
        <Link to={paths.notificationSettings.href()}>
          Notification Settings
        </Link>
      ),
    },
    {
      key: 'theme',
      icon: <BgColorsOutlined />,
      label: 'Theme',
      children: THEME_PREFERENCES.map((value) => ({
        key: `theme:${value}`,
        label: THEME_LABEL[value],
        extra:
          preference === value ? (
            <CheckOutlined style={{ color: token.colorPrimary }} />
          ) : undefined,
      })),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: loggingOut ? 'Logging out...' : 'Logout',
      danger: true,
      disabled: loggingOut,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') onLogout();
    else if (key.startsWith('theme:'))
      setPreference(key.slice('theme:'.length) as ThemePreference);
  };

  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement="bottomRight"
    >
      <Button
        type="text"
        // Named by what it shows (initials, name, role), as label-content-name-mismatch asks.
        aria-haspopup="menu"
        data-testid="user-menu"
        style={{ height: 40, paddingInline: 6 }}
      >
        <Flex align="center" gap={8}>
          <Avatar
            size={28}
            style={{ background: token.colorPrimary, flex: 'none' }}
          >
            {initials(user.name)}
          </Avatar>
          {screens.md && (
            <Typography.Text ellipsis style={{ maxWidth: 160 }}>
              {user.name}
            </Typography.Text>
          )}
          {screens.sm && <RoleBadge role={user.role} />}
          <DownOutlined
            style={{ fontSize: 10, color: token.colorTextTertiary }}
          />
        </Flex>
      </Button>
    </Dropdown>
  );
}
