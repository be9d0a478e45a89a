import type { Page } from '@playwright/test';

/**
 * What a merchant would see cut on the page now shown: the page scrolling sideways, a table scrolling
 * sideways (a column behind a pinned one, or off the edge), a card's content wider than the card, a
 * cell whose text overflows it, an amount broken over two lines, text cut with an ellipsis that gives no way to read the whole value. Only what is visible counts (the
 * shell keeps hidden panes of other tabs).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => el.getClientRects().length > 0;
    const where = (el: Element) => {
      const holder = el.closest('[data-testid]');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${holder ? `[${holder.getAttribute('data-testid')}] ` : ''}"${text}"`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1)
      problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${window.innerWidth})`);
    for (const el of Array.from(document.querySelectorAll('.ant-table-content, .ant-table-body'))) {
      if (visible(el) && el.scrollWidth > el.clientWidth + 1)
        problems.push(
          `a table scrolls sideways (${el.scrollWidth} px in ${el.clientWidth}) ${where(el.closest('.ant-table-wrapper') ?? el)}`,
        );
    }
    // a card's content wider than the card (a table or a description list pushed past its edge, which
    // neither the page nor any cell reports: the card cuts it or it spills over the card's border)
    for (const body of Array.from(document.querySelectorAll('.ant-card-body'))) {
      if (visible(body) && body.scrollWidth > body.clientWidth + 1)
        problems.push(
          `content is wider than its card (${body.scrollWidth} px in ${body.clientWidth}) ${where(body.closest('.ant-card') ?? body)}`,
        );
    }
    // a pinned cell's shadow (a pseudo-element) lies outside it: its content's own extent is measured
    const contentOverflows = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const inner = range.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      return inner.width > 0 && (inner.right > box.right + 1 || inner.left < box.left - 1);
    };
    for (const cell of Array.from(
      document.querySelectorAll('td, th, .mc-row-card-value, .mc-row-card-label'),
    )) {
      const pinned = /ant-table-cell-fix/.test(cell.className);
      if (visible(cell) && (pinned ? contentOverflows(cell) : cell.scrollWidth > cell.clientWidth + 1))
        problems.push(
          `text overflows its cell (${cell.scrollWidth} px in ${cell.clientWidth}) ${where(cell)}`,
        );
    }
    // an amount broken over two lines reads as two numbers ("+1,000.0" and "0")
    for (const amount of Array.from(document.querySelectorAll('.mc-amount-value'))) {
      const lines = new Set(Array.from(amount.getClientRects(), (r) => Math.round(r.top)));
      if (lines.size > 1) problems.push(`an amount breaks over ${lines.size} lines ${where(amount)}`);
    }
    for (const el of Array.from(document.querySelectorAll('main *, header *, .ant-modal *, .ant-drawer *'))) {
      if (!visible(el) || el.scrollWidth <= el.clientWidth + 1) continue;
      if (getComputedStyle(el).textOverflow !== 'ellipsis') continue;
      // the whole value is offered on hover: a title, a tooltip's target, an id shown by its ends
      if (el.closest('[title], .mc-long-id, .ant-tooltip-open')) continue;
      problems.push(`text cut without its whole value ${where(el)}`);
    }
    return problems;
  });
}

/** Waits until the page shown has its data: no spinner, no loading skeleton of a list. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const shown = (sel: string) =>
        Array.from(document.querySelectorAll(sel)).some((el) => el.getClientRects().length > 0);
      return (
        !shown('.ant-spin-spinning') && !shown('[data-testid="list-loading"]') && !shown('.ant-skeleton')
      );
    },
    undefined,
    { timeout: 30_000 },
  );
}
