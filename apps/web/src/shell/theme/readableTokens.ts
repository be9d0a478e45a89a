import type { ThemeConfig } from 'antd';

/** Secondary text at 4.5:1 on white (the kit's default grey, #8c8c8c, reads at 3.4:1). */
export const READABLE_TEXT = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
};

/** Status tags' text at 4.5:1 on their light backgrounds (the kit's status colours are too light). */
export const READABLE_TAGS: ThemeConfig['components'] = {
  Tag: {
    colorSuccess: '#237804',
    colorWarning: '#874d00',
    colorError: '#cf1322',
    colorInfo: '#0958d9',
    // preset colours draw their text in shade 7: the light ones take a darker shade
    gold7: '#874d00',
    orange7: '#873800',
    cyan7: '#006d75',
    volcano7: '#ad2102',
    lime7: '#3f6600',
    yellow7: '#876800',
    green7: '#237804',
  },
};
