/** The id of each shell's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab key: jumps past the header to the page (docs/architecture.md §6). */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
