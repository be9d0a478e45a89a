import { type ApiRoute, api } from '@mc/contract';

/** Every record of the contract's table by the key it has there: the key is its operationId. */
const names = new Map<ApiRoute, string>(Object.entries(api).map(([name, record]) => [record, name]));

/**
 * The OpenAPI operationId of a route: its key in the contract's `api` table (unique because the
 * table is an object); a record mounted outside the table names its own `operationId`.
 */
export function operationIdOf(route: ApiRoute): string {
  const id = names.get(route) ?? route.operationId;
  if (!id) throw new Error(`${route.method} ${route.path} is not in the api table and names no operationId`);
  return id;
}
