import { BrandMark } from '../components/Brand';
import './bootScreen.css';
import './pageLoading.css';

/**
 * What the console shows from the first byte until its shell is drawn: the product's mark over a
 * spinner, instead of a blank page. `index.html` holds the same markup in its root element, so a phone
 * paints it before any script has run (the build writes the rules of the two files imported here
 * into the page's head: `scripts/bootScreenFirst.ts`); the router draws this component in its place while the first page's guard and code load, and
 * the shell replaces it. `BootScreen.test.tsx` holds the two to the same markup. The mark is drawn
 * inline: an SVG shape is a first contentful paint but never a candidate for the largest one, which
 * stays the page's own content (an image here became the page's "largest contentful paint" whenever
 * the page's own content was drawn during its fade-in).
 */
export function BootScreen() {
  return (
    <div className="mc-boot" role="status" aria-busy="true" aria-label="Merchant Console">
      <BrandMark size={32} fill="#1f4fd1" className="mc-boot-mark" />
      <span className="mc-spinner" />
    </div>
  );
}
