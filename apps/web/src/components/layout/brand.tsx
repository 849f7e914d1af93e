import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

function BrandMark({ size = 28 }: { size?: number }) {
  const { token } = theme.useToken();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill={token.colorPrimary} />
      <path
        d="M7 21l5.5-6.5 4 4L25 9"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The product name, linking home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to={paths.dashboard.href()}
      aria-label="Overlay home"
      style={{ display: 'inline-flex' }}
    >
      <Flex align="center" gap={8}>
        <BrandMark />
        {!compact && (
          <Typography.Text strong style={{ fontSize: 18, letterSpacing: -0.2 }}>
            Overlay
          </Typography.Text>
        )}
      </Flex>
    </Link>
  );
}
