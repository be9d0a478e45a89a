import { z } from 'zod';
import { kybStatus, merchantStatus } from './auth';
import { receiptOrder, receiptOrderDetail, refundBody } from './crypto';
import { email, isoDateTime, merchantType, totpCode } from './fields';
import { kybQueueQuery, kybRejectBody, kybSubmissionDetail, kybSubmissionList } from './kyb';
import type { Lang } from './messages-lang';
import { cursorQuery, money, page } from './money';
import { type ApiRoute, route } from './route';

/** The operators' back office: operators, merchants, the exceptions queue and the audit log. */

export const operatorStatus = z.enum(['active', 'disabled']);

export const operatorInfo = z.object({
  operator_id: z.string(),
  email: z.string(),
  status: operatorStatus,
  created_at: isoDateTime,
  last_login_at: isoDateTime.nullable(),
});
export type OperatorInfo = z.infer<typeof operatorInfo>;

export const opsLoginBody = z.strictObject({
  email,
  password: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(128, { error: 'password_length' }),
  totp_code: totpCode,
});
export type OpsLoginBody = z.input<typeof opsLoginBody>;

export const opsLoginData = operatorInfo.extend({
  token: z.string().describe('Bearer token of the operator session (not valid on merchant endpoints)'),
  expires_at: isoDateTime,
});

/** Why an operator took an action: kept in the audit log (and shown to the merchant where it concerns them). */
export const opsReason = z
  .string({ error: 'required' })
  .trim()
  .min(2, { error: 'too_short' })
  .max(500, { error: 'too_long' })
  .regex(/^(?:[^<>\p{Cc}]|[\r\n\t])*$/u, { error: 'invalid_chars' })
  .describe('Reason, 2-500 characters');

export const opsReasonBody = z.strictObject({ reason: opsReason });
export const opsRefundBody = refundBody.extend({ reason: opsReason });

export const opsIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

export const opsMerchant = z.object({
  merchant_id: z.string(),
  merchant_name: z.string(),
  merchant_type: merchantType,
  email: z.string(),
  status: merchantStatus,
  kyb_status: kybStatus,
  totp_enabled: z.boolean(),
  created_at: isoDateTime,
});
export type OpsMerchant = z.infer<typeof opsMerchant>;

export const opsMerchantListQuery = z.strictObject({
  q: z.string().trim().max(100, { error: 'too_long' }).optional().describe('Part of the name or email'),
  status: merchantStatus.optional(),
  ...cursorQuery,
});

export const exceptionStatuses = ['exception', 'accounting_exception'] as const;
export const opsOrderActions = ['accept', 'refund', 'close'] as const;
export type OpsOrderAction = (typeof opsOrderActions)[number];

const merchantOfOrder = {
  merchant_id: z.string(),
  merchant_name: z.string(),
  merchant_email: z.string(),
};

export const opsExceptionItem = receiptOrder.extend(merchantOfOrder);
export type OpsExceptionItem = z.infer<typeof opsExceptionItem>;

export const opsExceptionListQuery = z.strictObject({
  status: z.enum(exceptionStatuses, { error: 'invalid_value' }).optional(),
  merchant_id: z.uuid({ error: 'invalid_value' }).optional(),
  q: z
    .string()
    .trim()
    .max(100, { error: 'too_long' })
    .optional()
    .describe('Merchant order number (prefix), deposit address or transaction hash'),
  ...cursorQuery,
});

export const opsOrderDetail = receiptOrderDetail.extend({
  ...merchantOfOrder,
  /** Transfers booked for review but not part of what the order received (another asset, or after it was settled). */
  held_funds: z.array(z.object({ asset: z.string(), amount: money })),
  actions: z.array(z.enum(opsOrderActions)).describe('What an operator may do with the order now'),
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetail>;

export const auditActions = [
  'login',
  'login_failed',
  'logout',
  'merchant_disabled',
  'merchant_enabled',
  'order_accepted',
  'order_refund_requested',
  'order_closed',
  'kyb_file_viewed',
  'kyb_approved',
  'kyb_rejected',
  'operator_created',
  'operator_disabled',
  'operator_enabled',
  'operator_totp_reset',
  'payout_approved',
  'payout_rejected',
  'payout_settings_changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntry = z.object({
  id: z.string(),
  operator_id: z.string().nullable(),
  operator_email: z.string().nullable().describe('Null for command-line actions and unknown accounts'),
  action: z.enum(auditActions),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ip: z.string().nullable(),
  created_at: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.strictObject({
  operator_id: z.uuid({ error: 'invalid_value' }).optional(),
  action: z.enum(auditActions, { error: 'invalid_value' }).optional(),
  ...cursorQuery,
});

export const operatorList = z.object({ items: z.array(operatorInfo) });

export const opsKybFileParams = z.strictObject({
  id: z.uuid({ error: 'not_found' }),
  file_id: z.uuid({ error: 'not_found' }),
});
export const opsFileLink = z.object({
  url: z
    .string()
    .describe('Same-origin address of the document, valid until expires_at (for <img> and <iframe>)'),
  expires_at: isoDateTime,
});

/** Path of a document opened through a file link (not an envelope: the file itself, shown inline). */
export const opsKybFilePathPrefix = '/ops/kyb-files/';
const okData = z.object({ ok: z.literal(true) });

const ops = { tag: 'ops' } as const;

export const opsApi = {
  opsLogin: route({
    ...ops,
    method: 'POST',
    path: '/ops/login',
    access: 'public',
    summary: 'Operator login: email, password and authenticator code, all required',
    body: opsLoginBody,
    data: opsLoginData,
  }),
  opsLogout: route({
    ...ops,
    method: 'POST',
    path: '/ops/logout',
    access: 'operator',
    summary: 'End the operator session',
    data: okData,
  }),
  opsMe: route({
    ...ops,
    method: 'GET',
    path: '/ops/me',
    access: 'operator',
    summary: 'The logged-in operator',
    data: operatorInfo,
  }),
  opsOperators: route({
    ...ops,
    method: 'GET',
    path: '/ops/operators',
    access: 'operator',
    summary: 'Every operator (for the audit log filter)',
    data: operatorList,
  }),
  opsMerchants: route({
    ...ops,
    method: 'GET',
    path: '/ops/merchants',
    access: 'operator',
    summary: 'Merchants, newest first, searched by name or email and filtered by status',
    query: opsMerchantListQuery,
    data: page(opsMerchant),
  }),
  opsDisableMerchant: route({
    ...ops,
    method: 'POST',
    path: '/ops/merchants/:id/disable',
    access: 'operator',
    summary: 'Disable a merchant: every session ends, its next call answers 403 merchant_disabled',
    params: opsIdParams,
    body: opsReasonBody,
    data: opsMerchant,
  }),
  opsEnableMerchant: route({
    ...ops,
    method: 'POST',
    path: '/ops/merchants/:id/enable',
    access: 'operator',
    summary: 'Enable a disabled merchant again (it logs in anew)',
    params: opsIdParams,
    body: opsReasonBody,
    data: opsMerchant,
  }),
  opsExceptions: route({
    ...ops,
    method: 'GET',
    path: '/ops/exceptions',
    access: 'operator',
    summary: 'Receipt orders of every merchant in exception or accounting_exception, longest waiting first',
    query: opsExceptionListQuery,
    data: page(opsExceptionItem),
  }),
  opsOrder: route({
    ...ops,
    method: 'GET',
    path: '/ops/receipt-orders/:id',
    access: 'operator',
    summary: "Any merchant's receipt order with its payments, timeline, held funds and possible actions",
    params: opsIdParams,
    data: opsOrderDetail,
  }),
  opsAcceptOrder: route({
    ...ops,
    method: 'POST',
    path: '/ops/receipt-orders/:id/accept',
    access: 'operator',
    summary: "Resolve an exception by crediting everything that arrived to the merchant's available balance",
    params: opsIdParams,
    body: opsReasonBody,
    idempotent: true,
    data: opsOrderDetail,
  }),
  opsRefundOrder: route({
    ...ops,
    method: 'POST',
    path: '/ops/receipt-orders/:id/refund',
    access: 'operator',
    summary: 'Resolve an exception by sending what arrived (less the network fee) back to the payer',
    params: opsIdParams,
    body: opsRefundBody,
    idempotent: true,
    data: opsOrderDetail,
  }),
  opsCloseOrder: route({
    ...ops,
    method: 'POST',
    path: '/ops/receipt-orders/:id/close',
    access: 'operator',
    summary:
      'Close an order in exception: what arrived is booked to unclaimed funds, the merchant gets nothing',
    params: opsIdParams,
    body: opsReasonBody,
    idempotent: true,
    data: opsOrderDetail,
  }),
  opsKybQueue: route({
    ...ops,
    method: 'GET',
    path: '/ops/kyb',
    access: 'operator',
    summary: 'KYB submissions to review (pending by default in the console), newest first',
    query: kybQueueQuery,
    data: kybSubmissionList,
  }),
  opsKybDetail: route({
    ...ops,
    method: 'GET',
    path: '/ops/kyb/:id',
    access: 'operator',
    summary: 'One KYB submission with every field and its documents',
    params: opsIdParams,
    data: kybSubmissionDetail,
  }),
  opsKybFileLink: route({
    ...ops,
    method: 'POST',
    path: '/ops/kyb/:id/files/:file_id/link',
    access: 'operator',
    summary: 'A short-lived link to show a document inline (images and PDFs); the opening is audited',
    params: opsKybFileParams,
    data: opsFileLink,
  }),
  opsKybApprove: route({
    ...ops,
    method: 'POST',
    path: '/ops/kyb/:id/approve',
    access: 'operator',
    summary: "Approve a pending submission: the merchant's KYB becomes verified",
    params: opsIdParams,
    data: kybSubmissionDetail,
  }),
  opsKybReject: route({
    ...ops,
    method: 'POST',
    path: '/ops/kyb/:id/reject',
    access: 'operator',
    summary: 'Reject a pending submission with the reason the merchant reads; it may resubmit',
    params: opsIdParams,
    body: kybRejectBody,
    data: kybSubmissionDetail,
  }),
  opsAudit: route({
    ...ops,
    method: 'GET',
    path: '/ops/audit',
    access: 'operator',
    summary: 'Audit log of operator actions, newest first',
    query: auditQuery,
    data: page(auditEntry),
  }),
} as const satisfies Record<string, ApiRoute>;

export const opsMessages = {
  operator_disabled: { cn: '该运营账户已停用', en: 'This operator account is disabled' },
  merchant_already_disabled: { cn: '该商户已是停用状态', en: 'This merchant is already disabled' },
  merchant_already_normal: { cn: '该商户已是正常状态', en: 'This merchant is already enabled' },
  order_not_in_queue: {
    cn: '该订单不在异常或账务异常状态，无法处理',
    en: 'This order is not in exception or accounting exception',
  },
  refund_held_funds: {
    cn: '该订单有待审核的资金（如其他币种），无法自动退款，请入账或关闭订单',
    en: 'Funds held for review (e.g. another asset) arrived on this order: it cannot be refunded automatically, accept or close it',
  },
  file_link_expired: {
    cn: '文件链接已失效，请重新打开',
    en: 'The file link has expired, open the file again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
