export type Lang = 'cn' | 'en';
