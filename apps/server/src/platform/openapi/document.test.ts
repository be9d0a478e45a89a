import { api, webhookEventTypes } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appPerFile } from '../../testing/app-hooks';
import { lintProblems } from '../../testing/openapi-lint';
import { completeDocument, serverOf } from './document';

const t = appPerFile();

type RefBody = { content: Record<string, { schema: { $ref: string } }> };
type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown> };
type Doc = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
  webhooks?: Record<string, { post: Operation & { requestBody: unknown } }>;
};

const document = async (): Promise<Doc> =>
  (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

describe('the API document', () => {
  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const problems = await lintProblems(await document());
    if (problems.length) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
  });

  it("names every operation once, after its record's key in the contract's table", async () => {
    const doc = await document();
    const ids = operations(doc).map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [name, route] of Object.entries(api)) {
      expect(doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]?.operationId).toBe(name);
    }
  });

  it('refers to the resources and the error envelope by name', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Order', 'OrderDetail', 'OrderPage', 'Payout', 'PayoutPage', 'HistoryRow']),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Balances', 'Overview', 'ApiKey', 'Error', 'FieldError']),
    );
    const payouts = doc.paths['/api/payouts/remittances']!.get!.responses;
    expect(payouts['200']).toMatchObject({
      content: {
        'application/json': { schema: { properties: { data: { $ref: '#/components/schemas/PayoutPage' } } } },
      },
    });
    expect(payouts['422']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('declares who may call each operation, and a success answer for each', async () => {
    const doc = await document();
    for (const { path, method, op } of operations(doc)) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
    }
    expect(doc.paths['/api/merchant/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/history/export']!.get!.responses['200']).toMatchObject({
      content: { 'text/csv': {}, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} },
    });
  });

  it('names its server: the public URL, or the relative root on a local machine', async () => {
    expect((await document()).servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(serverOf('https://pay.example.org').url).toBe('https://pay.example.org');
    expect(serverOf('http://localhost:8080').url).toBe('/');
  });
});

describe('webhooks in the document', () => {
  const orderPaid = z.object({
    id: z.string(),
    type: z.literal('order.paid'),
    data: z.object({ order_no: z.string(), amount: z.string().describe('Decimal string') }),
  });
  const payoutSettled = z
    .object({ id: z.string(), payout_id: z.string() })
    .meta({ id: 'ExamplePayoutSettled' });
  const render = (events: Record<string, z.ZodType>) =>
    completeDocument(
      { base: () => 'https://pay.example.org' },
      events,
    )({
      openapiObject: {
        openapi: '3.1.0',
        info: { title: 'Events', version: '1', license: { name: 'MIT', identifier: 'MIT' } },
      },
    }) as unknown as Doc;

  it('describes every event the product posts, each body a named schema', async () => {
    const doc = await document();
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...webhookEventTypes].sort());
    const body = doc.webhooks?.['payout.status_changed']?.post.requestBody as RefBody;
    expect(body.content['application/json']?.schema.$ref).toBe(
      '#/components/schemas/PayoutStatusChangedEvent',
    );
  });

  it('renders each event as a POST whose body is its payload, a named schema', async () => {
    const doc = render({ 'order.paid': orderPaid, 'payout.settled': payoutSettled });
    expect(Object.keys(doc.webhooks ?? {})).toEqual(['order.paid', 'payout.settled']);
    expect(doc.webhooks?.['order.paid']?.post).toMatchObject({
      operationId: 'onOrderPaidEvent',
      security: [],
      requestBody: {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderPaidEvent' } } },
      },
    });
    expect(doc.webhooks?.['payout.settled']?.post.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ExamplePayoutSettled' } } },
    });
    expect(doc.components.schemas.OrderPaidEvent).toMatchObject({
      type: 'object',
      required: ['id', 'type', 'data'],
      properties: {
        type: { type: 'string', const: 'order.paid' },
        data: { properties: { amount: { type: 'string', description: 'Decimal string' } } },
      },
    });
    expect(Object.keys(doc.components.schemas)).toContain('ExamplePayoutSettled');
    expect(await lintProblems(doc)).toEqual([]);
  });
});
