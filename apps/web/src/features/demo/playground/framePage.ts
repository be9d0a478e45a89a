/**
 * The framed page. The server sends `frame-ancestors 'none'` with every response (the console must
 * not be framed elsewhere), so the demo frames an inline document (srcdoc), which needs no response.
 */
export function framedDocument(title: string, text: string, lang: string): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><title>${esc(title)}</title></head>
<body style="margin:0;font:14px/1.6 system-ui,sans-serif;color:#303133;background:#f5f9ff">
<main style="padding:24px"><h1 style="font-size:20px;margin:0 0 8px">${esc(title)}</h1><p>${esc(text)}</p>
<ul><li>/index</li><li>/demo/playground/frames</li></ul></main></body></html>`;
}
