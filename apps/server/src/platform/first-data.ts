import { parse } from 'cookie';
import type { FastifyInstance } from 'fastify';

/**
 * The API answers a console page draws before anything else, by the page's path: the guard's
 * merchant info and the overview's balances. The browser otherwise asks for them once its scripts
 * have run, a round trip before the first screen can be drawn.
 */
export const FIRST_DATA: Readonly<Record<string, readonly string[]>> = {
  '/index': ['/merchant/info', '/overview'],
};

/** Each answer's data by its API path; null when the page is sent without. */
export type FirstData = (
  pathname: string,
  cookieHeader: string | undefined,
) => Promise<Record<string, unknown> | null>;

/** The session token the console keeps in its cookie (`token`), if it looks like one. */
function sessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const token = parse(cookieHeader).token;
  return token && token !== 'undefined' && token.length <= 2048 ? token : null;
}

/**
 * Reads a page's first answers as the console would ask for them: through the API, in this process,
 * with the session of the page's own request (its cookie), so that every check of the routes holds
 * (the session, the role's permissions, the merchant's state). Nothing when the page has none, there
 * is no session, or any answer is not a success: the page is then sent as it is and the browser asks.
 */
export function firstDataFrom(app: FastifyInstance): FirstData {
  return async (pathname, cookieHeader) => {
    const paths = FIRST_DATA[pathname];
    const token = paths ? sessionToken(cookieHeader) : null;
    if (!paths || !token) return null;
    const answers = await Promise.all(
      paths.map((apiPath) =>
        app.inject({ method: 'GET', url: `/api${apiPath}`, headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    const data: Record<string, unknown> = {};
    for (const [i, answer] of answers.entries()) {
      if (answer.statusCode !== 200) return null;
      const envelope = answer.json<{ code?: unknown; data?: unknown }>();
      if (envelope.code !== 200) return null;
      data[paths[i] as string] = envelope.data;
    }
    return data;
  };
}

/**
 * The answers as an element the page's scripts read (`#mc-first-data`, not run: JSON), its `<`
 * written as an escape so that no text in them (a merchant's name) can close the element.
 */
export function firstDataElement(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="mc-first-data" type="application/json">${json}</script>`;
}
