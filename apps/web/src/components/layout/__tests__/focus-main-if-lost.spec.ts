import { afterEach, describe, expect, it } from 'vitest';
import { focusMainIfLost } from '../focus-main-if-lost';
import { MAIN_CONTENT_ID } from '../skip-link';

function page() {
  document.body.innerHTML = `<a href="#${MAIN_CONTENT_ID}">Skip</a><main id="${MAIN_CONTENT_ID}" tabindex="-1"><button>Row</button></main>`;
  return {
    main: document.getElementById(MAIN_CONTENT_ID) as HTMLElement,
    row: document.querySelector('button') as HTMLButtonElement,
  };
}

describe('focusMainIfLost (a dialog closed after its opener left the page)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts focus on the main region when it fell to the body', () => {
    const { main, row } = page();
    row.focus();
    row.remove();
    expect(document.activeElement).toBe(document.body);
    focusMainIfLost();
    expect(document.activeElement).toBe(main);
  });

  it('leaves focus where the dialog gave it back', () => {
    const { row } = page();
    row.focus();
    focusMainIfLost();
    expect(document.activeElement).toBe(row);
  });
});
