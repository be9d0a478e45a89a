/** The transaction history's page. */
export const HISTORY_PATH = '/transaction-history';

/** The query parameter of the history page that opens one row's drawer. */
export const OPEN_ROW_PARAM = 'row';

/** Where one row shows: the history with its drawer open. */
export const historyRowPath = (id: string): string =>
  `${HISTORY_PATH}?${new URLSearchParams({ [OPEN_ROW_PARAM]: id })}`;
