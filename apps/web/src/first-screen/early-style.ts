// The early first screen's look: Ant Design's, as the dashboard draws it (a 56 px header bar, the
// content's 24 px padding, the 248 px filter column on a wide screen, a small card holding the
// table; antd's table head, borders, tags and secondary text, light and dark), so the swap to the
// app moves as little as it can. `html[data-theme]` is set by the early script from the saved
// theme (lib/theme), as the app sets it.

const LIGHT = `--bg:#f5f5f5;--card:#fff;--head:#fafafa;--line:#f0f0f0;--text:rgba(0,0,0,.88);--muted:rgba(0,0,0,.6);
--green:#f6ffed|#b7eb8f|#237804;--lime:#fcffe6|#eaff8f|#3f6600;--gold:#fffbe6|#ffe58f|#874d00;--red:#fff1f0|#ffa39e|#cf1322;
--purple:#f9f0ff|#d3adf7|#531dab;--blue:#e6f4ff|#91caff|#0958d9;--default:#fafafa|#d9d9d9|rgba(0,0,0,.88)`;
const DARK = `--bg:#000;--card:#141414;--head:#1d1d1d;--line:#303030;--text:rgba(255,255,255,.85);--muted:rgba(255,255,255,.6);
--green:#162312|#274916|#95de64;--lime:#1f2611|#3e4f13|#d3f261;--gold:#2b2111|#594214|#ffd666;--red:#2a1215|#58181c|#ff7875;
--purple:#1a1325|#301c4d|#b37feb;--blue:#111a2c|#15325b|#65a9f3;--default:#1d1d1d|#424242|rgba(255,255,255,.85)`;

const TONES = ['green', 'lime', 'gold', 'red', 'purple', 'blue', 'default'];

/** A tone's entry holds "tint|border|text" (a colour may hold commas): each tag class picks its three. */
const toneRules = TONES.map(
  (tone, index) => `.early-tag-${tone}{background:var(--t${index}b);border-color:var(--t${index}r);color:var(--t${index}c)}`,
).join('');

function themeVars(palette: string): string {
  return palette.replace(/--(\w+):([^;]+)/g, (all, name: string, value: string) => {
    const index = TONES.indexOf(name);
    if (index < 0) return all;
    const [tint, border, text] = value.split('|');
    return `--t${index}b:${tint};--t${index}r:${border};--t${index}c:${text}`;
  });
}

export const EARLY_STYLE = `
#early-screen{${themeVars(LIGHT)};position:fixed;inset:0;z-index:1000;overflow:auto;background:var(--bg);color:var(--text);
font:14px/1.5714 Inter,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
html[data-theme='dark'] #early-screen{${themeVars(DARK)}}
.early-bar{height:56px;display:flex;align-items:center;gap:8px;padding-inline:12px;background:var(--card);font-weight:600;font-size:18px}
.early-bar i{width:28px;height:28px;border-radius:8px;background:#1668dc}
.early-content{padding:12px;max-width:1440px;margin:0 auto}
.early-card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px;min-width:0;flex:1 1 auto}
.early-filters{display:none}
.early-scroll{overflow-x:auto}
.early-scroll:focus-visible{outline:2px solid #1668dc;outline-offset:2px}
.early-table{border-collapse:separate;border-spacing:0;table-layout:fixed;width:100%;min-width:1100px}
.early-table caption{text-align:start;font-weight:600;padding:0 0 8px}
.early-table th{background:var(--head);font-weight:600;text-align:start;padding:12px 8px;border-bottom:1px solid var(--line);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.early-table td{padding:12px 8px;border-bottom:1px solid var(--line);vertical-align:middle;overflow-wrap:anywhere}
.early-line{display:flex;flex-wrap:wrap;align-items:center;gap:4px}
.early-nowrap{display:block;white-space:nowrap;font-size:12px}
.early-secondary{display:block;color:var(--muted);font-size:12px;white-space:nowrap}
.early-tag{display:inline-block;font-size:12px;line-height:20px;padding-inline:7px;border:1px solid;border-radius:4px;white-space:nowrap}
.early-tag-wraps{white-space:normal;font-size:11px;line-height:16px;padding-inline:4px;max-width:100%}
${toneRules}
@media (min-width:1024px){
.early-bar{padding-inline:24px}.early-content{padding:24px;display:flex;gap:12px}
.early-filters{display:block;flex:0 0 248px;height:320px;background:var(--card);border:1px solid var(--line);border-radius:8px}
.early-card{padding:12px}}
`;
