import './pageLoading.css';

/** Shown while a lazily loaded page or the route guard is on its way (plain CSS: no UI kit needed). */
export function PageLoading() {
  return (
    <div className="mc-page-loading" role="status" aria-live="polite" aria-busy="true">
      <span className="mc-spinner" />
    </div>
  );
}
