import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useThemePreference } from '../../lib/theme/theme-preference';

/** Switches between light and dark and stores the choice (docs/product.md §2 Navigation). */
export function ThemeToggle() {
  const { resolved, toggle } = useThemePreference();
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip title={`Switch to ${next} theme`} mouseEnterDelay={0.7}>
      <Button
        type="text"
        shape="circle"
        aria-label="Toggle theme"
        data-testid="theme-toggle"
        aria-pressed={resolved === 'dark'}
        icon={resolved === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
