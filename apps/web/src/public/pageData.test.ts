import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, pageDataJson, readPageData } from './pageData';

describe('the data a server-drawn page hands its hydration', () => {
  it('cannot close its element or open a comment, and reads back as it was', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const json = pageDataJson({ lang: 'en', id: 'x', data: { description: hostile } });
    expect(json).not.toMatch(/[<>&\u2028]/);
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
    expect(readPageData(document)).toEqual({ lang: 'en', id: 'x', data: { description: hostile } });
  });

  it('is null on a page the server did not draw, or whose data does not parse', () => {
    document.body.innerHTML = '';
    expect(readPageData(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{</script>`;
    expect(readPageData(document)).toBeNull();
  });
});
