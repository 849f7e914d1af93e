import type { InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { TIMING } from '../../../config/timing';

/**
 * Search box state (docs/product.md §2): the typed text is applied after 150 ms; '/' focuses the box unless
 * the user is typing in a field; Escape clears it.
 */
export function useSearchBox(applied: string, apply: (q: string) => void) {
  const [text, setText] = useState(applied);
  const inputRef = useRef<InputRef>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  // A Back/Forward or Reset changes the applied search: show it.
  useEffect(() => setText(applied), [applied]);

  useEffect(() => {
    if (text === applied) return undefined;
    const timer = setTimeout(
      () => applyRef.current(text),
      TIMING.dashboardSearchDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [text, applied]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/') return;
      const target = event.target as HTMLElement | null;
      const typing =
        target?.isContentEditable === true ||
        ['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName ?? '');
      if (typing) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const clear = () => {
    setText('');
    applyRef.current('');
  };
  return { text, setText, clear, inputRef };
}
