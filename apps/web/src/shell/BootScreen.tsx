import './bootScreen.css';
import './pageLoading.css';

/**
 * What the console shows from the first byte until its shell is drawn: the product's mark over a
 * spinner, instead of a blank page. `index.html` holds the same markup in its root element, so a phone
 * paints it before any script has run (the entry's style sheet, which the browser loads first, styles
 * it); the router draws this component in its place while the first page's guard and code load, and
 * the shell replaces it. `BootScreen.test.tsx` holds the two to the same markup. The mark is smaller
 * than what the first page draws (32 px square): the page's largest element, the one "largest
 * contentful paint" times, stays the page's own, not this screen.
 */
export function BootScreen() {
  return (
    <div className="mc-boot" role="status" aria-busy="true" aria-label="Merchant Console">
      <img className="mc-boot-mark" src="/favicon.svg" width={32} height={32} alt="" />
      <span className="mc-spinner" />
    </div>
  );
}
