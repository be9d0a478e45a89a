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
    const body = doc.webhooks?.['payout.failed']?.post.requestBody as RefBody;
    expect(body.content['application/json']?.schema.$ref).toBe('#/components/schemas/PayoutFailedEvent');
    // the object is the REST API's own named schema, the same component its operations answer
    const event = doc.components.schemas.PayoutFailedEvent as {
      properties: { data: { properties: { object: { $ref?: string } } } };
    };
    expect(event.properties.data.properties.object.$ref).toBe('#/components/schemas/Payout');
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

describe('what an SDK generator reads of every operation', () => {
  type Described = Operation & {
    description?: string;
    parameters?: { $ref?: string; name?: string; in?: string }[];
    requestBody?: {
      content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }>;
    };
    'x-permission'?: string;
    'x-api-scope'?: string;
  };
  const described = async () =>
    operations(await document()) as { path: string; method: string; op: Described }[];

  it('names the permission and the API-key scope of each (x-permission, x-api-scope) and says them', async () => {
    const ops = await described();
    const undescribed = ops
      .filter(
        ({ op }) =>
          !('x-permission' in op) ||
          !('x-api-scope' in op) ||
          !/Permission: .*(API key: |an API key with the)/.test(op.description ?? ''),
      )
      .map(({ path, method }) => `${method} ${path}`);
    expect(undescribed).toEqual([]);
    const byId = (id: string) => ops.find(({ op }) => op.operationId === id)!.op;
    for (const [name, route] of Object.entries(api).filter(([, r]) => r.access === 'merchant')) {
      expect(byId(name)['x-permission'], name).toBe(route.permission);
      expect(byId(name)['x-api-scope'], name).toBe(route.apiScope ?? 'none');
      expect(byId(name).description, name).toContain(`\`${route.permission}\``);
    }
    expect(byId('createWebhookEndpoint')).toMatchObject({
      'x-permission': 'webhooks.manage',
      'x-api-scope': 'webhooks',
      security: [{ bearer: [] }, { apiKey: [] }],
    });
    expect(byId('createWebhookEndpoint').description).toContain('an API key with the `webhooks` scope');
    expect(byId('login')).toMatchObject({ 'x-permission': 'none', 'x-api-scope': 'none', security: [] });
    expect(byId('info').description).toContain('API key: not accepted');
  });

  it('documents the Accept-Language header on every operation', async () => {
    const doc = (await document()) as Doc & { components: { parameters?: Record<string, { name: string }> } };
    expect(doc.components.parameters?.AcceptLanguage).toMatchObject({
      name: 'Accept-Language',
      in: 'header',
    });
    for (const { path, method, op } of await described()) {
      expect(op.parameters, `${method} ${path}`).toContainEqual({
        $ref: '#/components/parameters/AcceptLanguage',
      });
    }
  });

  it('describes the upload routes’ multipart bodies: their fields and file parts', async () => {
    const byId = new Map((await described()).map(({ op }) => [op.operationId, op]));
    const form = (id: string) => byId.get(id)?.requestBody?.content['multipart/form-data']?.schema;
    expect(form('createTopup')).toMatchObject({
      properties: {
        currency: { type: 'string' },
        amount: { type: 'string' },
        value_date: { type: 'string' },
        bank_account_id: { type: 'string' },
        statement: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
      required: ['currency', 'amount', 'value_date', 'bank_account_id', 'statement'],
    });
    expect(form('uploadCollectionImport')).toMatchObject({
      properties: { file: { type: 'string' } },
      required: ['file'],
    });
    expect(form('kybUpload')?.properties).toMatchObject({
      legal_id_photo: { type: 'string' },
      business_licence_photo: { type: 'string' },
      other_documents: { type: 'array' },
    });
  });

  it('shows an example body on every money operation, one the route itself accepts', async () => {
    const byId = new Map((await described()).map(({ op }) => [op.operationId, op]));
    const money = Object.entries(api).filter(
      ([, r]) => r.access === 'merchant' && r.body && (r.idempotent || r.apiScope === 'payouts'),
    );
    expect(money.length).toBeGreaterThanOrEqual(8);
    for (const [id, r] of money) {
      expect(r.example, id).toBeDefined();
      const parsed = r.body!.safeParse(r.example);
      expect(parsed.success, `${id}: ${parsed.error?.message}`).toBe(true);
      const media = byId.get(id)?.requestBody?.content['application/json'] as
        | { example?: unknown }
        | undefined;
      expect(media?.example, id).toEqual(r.example);
    }
  });

  it('declares the required Idempotency-Key header on every money-moving operation, and only there', async () => {
    const byId = new Map((await described()).map(({ op }) => [op.operationId, op]));
    const idempotent = Object.entries(api).filter(([, r]) => r.idempotent);
    expect(idempotent.length).toBeGreaterThanOrEqual(8);
    for (const [id, r] of Object.entries(api)) {
      const header = byId
        .get(id)
        ?.parameters?.find((p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key') as
        | { required?: boolean; schema?: { pattern?: string } }
        | undefined;
      if (!r.idempotent) {
        expect(header, id).toBeUndefined();
        continue;
      }
      expect(header, id).toMatchObject({ required: true, schema: { pattern: '^[A-Za-z0-9_-]{8,64}$' } });
    }
  });

  it('marks a body the route takes as absent optional, as the object alone', async () => {
    const byId = new Map((await described()).map(({ op }) => [op.operationId, op]));
    for (const id of ['testWebhookEndpoint', 'rotateWebhookSecret']) {
      const body = byId.get(id)?.requestBody as
        | { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> }
        | undefined;
      expect(api[id as keyof typeof api].body?.safeParse(undefined).success, id).toBe(true);
      expect(body?.required, id).toBe(false);
      expect(body?.content['application/json']?.schema).toMatchObject({ type: 'object' });
      expect(body?.content['application/json']?.schema).not.toHaveProperty('anyOf');
    }
    const required = Object.entries(api).filter(([, r]) => r.body && !r.body.safeParse(undefined).success);
    for (const [id] of required) {
      const body = byId.get(id)?.requestBody as { required?: boolean } | undefined;
      expect(body?.required, id).toBe(true);
    }
  });

  it('gives each webhook the Standard Webhooks signature headers and says how to verify them', async () => {
    const doc = await document();
    for (const [type, item] of Object.entries(doc.webhooks ?? {})) {
      const post = item.post as Described;
      expect(
        post.parameters?.map((p) => [p.name, p.in]),
        type,
      ).toEqual([
        ['Webhook-Id', 'header'],
        ['Webhook-Timestamp', 'header'],
        ['Webhook-Signature', 'header'],
      ]);
      expect(post.description).toContain('Standard Webhooks');
      expect(post.description).toContain('<webhook-id>.<webhook-timestamp>.<raw body>');
      expect(post.description).toContain('5 minutes');
    }
  });
});
