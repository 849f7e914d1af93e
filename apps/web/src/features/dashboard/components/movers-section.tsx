import { Collapse, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

const OPEN_KEY = 'overlay.moversOpen';
/** The panel's fixed height: its loading placeholder takes the same, so nothing below moves. */
const MOVERS_PANEL_HEIGHT = 248;

function readOpen(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The steamers and drifters, in a collapsed-by-default section whose header is in the first
 * paint: the panel (a lazy chunk with its own request) loads only when opened, into a box of
 * fixed height, so the table never shifts under the user's pointer. Open or closed is remembered.
 */
export function MoversSection({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(readOpen);
  return (
    <Collapse
      size="small"
      activeKey={open ? ['movers'] : []}
      onChange={(keys) => {
        const next = keys.includes('movers');
        setOpen(next);
        try {
          localStorage.setItem(OPEN_KEY, next ? '1' : '0');
        } catch {
          // Private mode: the choice lasts for this page only.
        }
      }}
      items={[
        {
          key: 'movers',
          label: 'Steamers & drifters',
          children: (
            <div style={{ minHeight: MOVERS_PANEL_HEIGHT }}>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                {children}
              </Suspense>
            </div>
          ),
        },
      ]}
    />
  );
}
