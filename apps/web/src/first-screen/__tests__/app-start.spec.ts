import { startAppAfterEarlyScreen } from '../app-start';
import { publishEarlyScreen } from '../early-handoff';

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const entry = () => document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null;

describe("the app's modules after the early first screen", () => {
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>).__overlayEarlyScreen;
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    for (const added of document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')) added.remove();
  });

  it('preloads them and starts the entry only once the early rows are painted, not with their request', async () => {
    let rowsDrawn: (() => void) | undefined;
    const drawn = new Promise<void>((resolve) => (rowsDrawn = resolve));
    publishEarlyScreen({ url: 'api/opportunities', askedAt: Date.now(), reply: Promise.resolve(null), drawn });
    startAppAfterEarlyScreen('/assets/index.js', ['/assets/index.js', '/assets/vendor-react.js']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloads()).toEqual([]);
    expect(entry()).toBeNull();

    const screen = document.createElement('div');
    screen.id = 'early-screen';
    document.body.append(screen);
    rowsDrawn?.();
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/index.js', '/assets/vendor-react.js']));
    await vi.waitFor(() => expect(entry()).toBe('/assets/index.js'));
  });

  it('preloads them at once where no early rows will be drawn (another page, signed out)', async () => {
    startAppAfterEarlyScreen(null, ['/assets/index.js']);
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/index.js']), { timeout: 200 });
    expect(entry()).toBeNull();
  });
});
