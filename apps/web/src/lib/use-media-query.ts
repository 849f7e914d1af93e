import { useEffect, useState } from 'react';

/**
 * True while the media query matches, right from the first render (antd's Grid.useBreakpoint says
 * nothing until its effect has run: a desktop first drew the narrow layout and loaded its drawer).
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** True while the viewport is at least `px` wide (an antd breakpoint token, say), from the first render. */
export function useMinWidth(px: number): boolean {
  return useMediaQuery(`(min-width: ${px}px)`);
}
