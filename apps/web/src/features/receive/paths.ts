/** The page of one receipt order. */
export const receiptOrderPath = (id: string): string => `/receive/order/${encodeURIComponent(id)}`;
