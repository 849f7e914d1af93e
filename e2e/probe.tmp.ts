import { launchBrowser, openPage, signIn } from './support/browser';
void (async () => {
const browser = await launchBrowser();
const { page } = await openPage(browser);
await signIn(page);
await page.getByTestId('row-count').waitFor({ timeout: 60_000 });
console.log(await page.evaluate(() => {
  const body = document.querySelector('.ant-table-body, .ant-table-tbody-virtual-holder, .ant-table-container') as HTMLElement;
  const heads = [...document.querySelectorAll('.ant-table-thead th')].map((th) => {
    const t = th.querySelector('.ant-table-column-title') ?? th;
    const r = document.createRange(); r.selectNodeContents(t);
    return `${th.textContent}: th ${Math.round(th.getBoundingClientRect().width)} text ${Math.round(r.getBoundingClientRect().width)} pad ${getComputedStyle(th).paddingLeft}`;
  });
  return { container: body?.clientWidth, card: (document.querySelector('.ant-table-wrapper') as HTMLElement).clientWidth, heads };
}));
await browser.close();
})();
