/** The remit tab of /fiat/withdraw (remitting fiat to a saved bank account). */
export function RemitPanel() {
  return null;
}
