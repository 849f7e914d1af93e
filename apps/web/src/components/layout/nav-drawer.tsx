import { Drawer, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Brand } from './brand';

/**
 * The navigation links in a drawer from the left, below the md breakpoint. A chunk of its own
 * (app-layout.tsx loads it on narrow screens only): the drawer's styles stay off the desktop's
 * first load.
 */
export default function NavDrawer({
  open,
  onClose,
  items,
  selectedKeys,
}: {
  open: boolean;
  onClose: () => void;
  items: MenuProps['items'];
  selectedKeys: string[];
}) {
  return (
    <Drawer
      title={<Brand />}
      placement="left"
      size={280}
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label="Main">
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selectedKeys}
          onClick={onClose}
          style={{ borderInlineEnd: 'none', background: 'transparent' }}
        />
      </nav>
    </Drawer>
  );
}
