import type { MessageBundle } from '../messageBundle';

/** Titles of the KYB routes (and the overview's link to them): needed before any KYB page loads. */
export const kybRouteCn = {
  route: {
    kyb: {
      root: 'KYB 认证',
      history: 'KYB 认证记录',
      start: '去完成认证',
    },
  },
};

export const kybRouteEn: typeof kybRouteCn = {
  route: {
    kyb: {
      root: 'KYB verification',
      history: 'KYB history',
      start: 'Complete KYB',
    },
  },
};

export const kybRouteTitles: MessageBundle = { cn: kybRouteCn, en: kybRouteEn };
