/** Whether the merchant info of this session has been loaded once (set by the guard). */
export const guardState = { infoLoaded: false };
