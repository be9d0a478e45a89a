/** The demo pages, one chunk (see demoRoutes.tsx). */

export { default as address } from './components/AddressPage';
export { default as amount } from './components/AmountPage';
export { default as container } from './components/ContainerPage';
export { default as qrcode } from './components/QrCodePage';
export { default as arguGet } from './playground/ArguGetPage';
export { default as arguSend } from './playground/ArguSendPage';
export { default as cacheOff } from './playground/CacheOffPage';
export { default as cacheOn } from './playground/CacheOnPage';
export { default as cacheParams } from './playground/CacheParamsPage';
export { default as env } from './playground/EnvPage';
export { default as frames } from './playground/FramesPage';
export { default as locales } from './playground/LocalesPage';
export { default as clipboard } from './plugins/ClipboardPage';
export { default as cookie } from './plugins/CookiePage';
export { default as day } from './plugins/DayPage';
export { default as db } from './plugins/DbPage';
export { default as exportFile } from './plugins/export/ExportPage';
export { default as importFile } from './plugins/import/ImportPage';
export { default as log } from './plugins/LogDemoPage';
