// The KYB module's public face: the merchant's submissions and documents, and their review by operators.
export { kybEventView } from './event-view';
export { type KybDocument, type KybQueueQuery, type KybReview, kybReview } from './review';
export { kybRoutes } from './routes';
export { type KybService, kybService } from './service';
export { type KybUploads, kybUploads } from './upload';
