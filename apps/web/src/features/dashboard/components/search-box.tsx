import { SearchOutlined } from '@ant-design/icons';
// The plain input, not antd's compound `Input` whose Password, OTP, Search and Group statics (about
// 5 KB gzip) the dashboard's first load would otherwise carry.
import Input from 'antd/es/input/Input';
import { memo } from 'react';
import { useSearchBox } from '../hooks/use-search-box';

/**
 * The dashboard's search box (docs/product.md §2). Its typed text is its own state, so a keystroke re-renders
 * this box only, not the page and its 5,000-row table; the text reaches the page after the debounce.
 */
export const SearchBox = memo(function SearchBox({
  applied,
  onApply,
}: {
  applied: string;
  onApply: (q: string) => void;
}) {
  const search = useSearchBox(applied, onApply);
  return (
    <Input
      ref={search.inputRef}
      allowClear
      prefix={<SearchOutlined />}
      aria-label="Search races"
      placeholder='Search races (e.g., "Moonee", "R5")'
      value={search.text}
      onChange={(e) => search.setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') search.clear();
      }}
      style={{ maxWidth: 320, minWidth: 0, flex: '1 1 200px' }}
    />
  );
});
