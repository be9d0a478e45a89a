import { collectionAccountIdParams, orderIdParams } from '@mc/contract';
import type { Db } from './db/client';
import { AppError } from './platform/errors';
import type { PublicPageData } from './platform/public-pages';
import type { Services } from './services';

/** Null where the owner says there is nothing of that id (its 404), the answer otherwise. */
async function orNull<T>(read: () => Promise<T | undefined>): Promise<T | null> {
  try {
    return (await read()) ?? null;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** A page drawn from no answer (the sign-in pages): there is always one. */
const readsNothing: PublicPageData = () => Promise.resolve({});

/**
 * What each public page of the web's public entry shows, read in-process through the modules' faces:
 * the same answers as the public API's routes (`GET /api/public/orders/:id`,
 * `/api/public/collection-accounts/:id`). An id the route's own parameters refuse (none at all too) is nothing.
 */
export function publicPageData(db: Db, services: Services): Record<string, PublicPageData> {
  return {
    '/payment': (id) =>
      orderIdParams.safeParse({ id }).success
        ? orNull(() => services.orders.publicView(db, id))
        : Promise.resolve(null),
    '/batch/transfer': (id) =>
      collectionAccountIdParams.safeParse({ id }).success
        ? orNull(() => services.collection.publicView(id))
        : Promise.resolve(null),
    '/login': readsNothing,
    '/register': readsNothing,
  };
}
