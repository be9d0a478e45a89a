import { randomUUID } from 'node:crypto';
import type { ChainNetwork } from '@mc/contract';
import {
  type createFiatWithdrawalBody,
  type createRemittanceBody,
  type FiatQuote,
  fiatCurrencies,
  type fiatQuoteBody,
  fromMinor,
  type opsPayoutListQuery,
  type PayoutStatus,
  type payoutListQuery,
  type remittancePreviewQuery,
  toMinor,
} from '@mc/contract';
import type { z } from 'zod';
import type { Config } from '../../config';
import { isDbError, type Queryable } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import {
  type MerchantPrincipal,
  type OperatorPrincipal,
  type RequestContext,
  viaApiKey,
} from '../../platform/request-context';
import { type Bind, writeAlone } from '../../platform/shared-statements';
import { staticRates } from '../../rails/fx/static';
import { type FxRates, formatRate } from '../../rails/fx/types';
import type { Catalogue } from '../crypto/catalogue';
import type { SendOutcomes, SendRow } from '../crypto/sends';
import { HOLD_NOT_COVERED, holdLockKey, merchantBalances } from '../ledger/service';
import { balancesView } from '../merchants/overview';
import { recordAudit } from '../ops/audit';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../ops/cursor';
import { canonicalAddress } from '../settings/address-check';
import { requireAuthenticator, requirePaymentPasswordSet, requireVerifiedKyb } from '../settings/gates';
import { verifyPaymentPassword } from '../settings/payment-password';
import { payoutBookings } from './bookings';
import { convert, usdCents } from './fx-math';
import { type NewPayout, type PayoutRow, payoutRepo } from './repo';
import { toPayout } from './view';

export const REMITTANCE_ARRIVAL = '10-60 minutes';
const APPROVAL_SETTING = 'payout_approval_threshold_usd';

/** The rates source chosen by the settings. */
export function fxRates(config: Pick<Config, 'FX_RAIL' | 'FX_RATES'>, clock: Clock): FxRates {
  return staticRates(config.FX_RATES, clock);
}

interface TotpChecker {
  /** True for the merchant's current authenticator code (each code works once). */
  checkTotp(merchantId: string, code: string): Promise<boolean>;
}

type Ctx = Pick<RequestContext, 'ip' | 'userAgent'>;
type PreviewQuery = z.output<typeof remittancePreviewQuery>;
type RemittanceBody = z.output<typeof createRemittanceBody>;

/** A remittance worked out before its transaction: what it sends, where, and what it needs. */
export interface RemittancePlan {
  asset: string;
  network: ChainNetwork;
  amount: bigint;
  fee: bigint;
  total: bigint;
  address: string;
  payeeId: string | null;
  payeeName: string | null;
  newAddress: boolean;
  usdValue: bigint;
  available: bigint;
  totpRequired: boolean;
  approvalRequired: boolean;
}

/** A withdrawal to fiat checked before its transaction: its USD value decides the steps. */
export interface WithdrawalPlan {
  usdValue: bigint;
}

interface QuoteRow {
  id: string;
  merchant_id: string;
  asset: string;
  currency: string;
  amount: bigint;
  fee: bigint;
  mid_rate: string;
  spread_bps: number;
  rate: string;
  fiat_amount: bigint;
  converted: bigint;
  remainder: bigint;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  [key: string]: unknown;
}

/** Remittances, withdrawals to fiat, their quotes, the approval queue, and what chain sends settle. */
export function payoutService(deps: Deps, catalogue: () => Promise<Catalogue>, auth: TotpChecker) {
  const { db, clock, config } = deps;
  const fx = fxRates(config, clock);

  const decimalsOf = async () => {
    const c = await catalogue();
    return (asset: string) => c.decimals.get(asset) ?? 6;
  };

  async function usdRate(asset: string): Promise<bigint> {
    const r = await fx.rate(asset, 'USD');
    if (!r) throw new AppError(503, 'fx_rate_unavailable', { params: { pair: `${asset}/USD` } });
    return r.rate;
  }

  /** The operators' threshold (the setting's text, when set) in US cents. */
  const thresholdCents = (value: string | null | undefined) =>
    toMinor(value ?? String(config.PAYOUT_APPROVAL_THRESHOLD_USD), 2) ?? 0n;

  async function approvalThresholdCents(q: Queryable): Promise<bigint> {
    const [row] = await q.query<{ value: string }>('SELECT value FROM platform_settings WHERE key = $1', [
      APPROVAL_SETTING,
    ]);
    return thresholdCents(row?.value);
  }

  const totpThresholdCents = () => toMinor(String(config.PAYOUT_TOTP_THRESHOLD_USD), 2) ?? 0n;
  /** A call with an API key sends no code: the key is the credential. */
  const needsTotp = (p: MerchantPrincipal, usdValue: bigint) =>
    !viaApiKey(p) && usdValue >= totpThresholdCents();

  async function available(merchantId: string, asset: string): Promise<bigint> {
    return (await merchantBalances(db, merchantId, [asset])).get(asset)?.available ?? 0n;
  }

  function positiveAmount(value: string, decimals: number): bigint {
    const amount = toMinor(value, decimals);
    if (amount === null) throw fail.field('amount', 'amount_precision', { decimals });
    if (amount <= 0n) throw fail.field('amount', 'amount_too_small', { min: fromMinor(1n, decimals) });
    return amount;
  }

  /**
   * Resolves the recipient and every figure from one read; 422 on the field at fault. With
   * `gates`, first the merchant's bound authenticator (428), as every payout needs it.
   */
  async function plan(p: MerchantPrincipal, target: PreviewQuery, gates = false): Promise<RemittancePlan> {
    const c = await catalogue();
    const typed = target.payee_id ? null : canonicalAddress(target.network, target.address ?? '');
    // Both sides canonical (EIP-55 or base58): equal text, found by the unique indexes.
    const facts = await payoutRepo.remittanceFacts(db, {
      merchantId: p.merchantId,
      network: target.network,
      payeeId: target.payee_id ?? null,
      address: typed ?? '',
      asset: target.asset,
      thresholdKey: APPROVAL_SETTING,
    });
    if (gates && !facts.authenticator_bound) {
      throw fail.precondition('authenticator_required', 'gate_authenticator_required');
    }
    const pair = c.networks.get(target.network)?.assets.get(target.asset);
    if (!pair) throw fail.field('network', 'network_invalid');
    const decimals = c.decimals.get(target.asset) ?? 6;
    const amount = positiveAmount(target.amount, decimals);

    let address: string;
    if (target.payee_id) {
      if (!facts.payee_id) throw fail.field('payee_id', 'payee_invalid');
      if (
        facts.payee_network !== target.network ||
        (facts.payee_asset !== null && facts.payee_asset !== target.asset)
      ) {
        throw fail.field('payee_id', 'payee_network_mismatch');
      }
      address = facts.payee_address!;
    } else {
      if (!typed) throw fail.field('address', 'address_invalid');
      address = typed;
    }
    if (facts.own_deposit) throw fail.field(target.payee_id ? 'payee_id' : 'address', 'address_own_deposit');

    const fee = pair.networkFee;
    const total = amount + fee;
    const usdValue = usdCents(total, decimals, await usdRate(target.asset));
    return {
      asset: target.asset,
      network: target.network,
      amount,
      fee,
      total,
      address,
      payeeId: facts.payee_id,
      payeeName: facts.payee_name,
      newAddress: !facts.known,
      usdValue,
      available: facts.available,
      totpRequired: needsTotp(p, usdValue),
      approvalRequired: usdValue >= thresholdCents(facts.approval_threshold),
    };
  }

  async function previewRemittance(p: MerchantPrincipal, query: PreviewQuery) {
    const r = await plan(p, query);
    const d = (await decimalsOf())(r.asset);
    return {
      asset: query.asset,
      network: query.network,
      amount: fromMinor(r.amount, d),
      network_fee: fromMinor(r.fee, d),
      total: fromMinor(r.total, d),
      available: fromMinor(r.available, d),
      address: r.address,
      payee_name: r.payeeName,
      new_address: r.newAddress,
      totp_required: r.totpRequired,
      approval_required: r.approvalRequired,
      arrival: REMITTANCE_ARRIVAL,
    };
  }

  /**
   * The security steps of a payout after its gates (verified KYB, a bound authenticator): the
   * authenticator code when the amount is at or above the threshold (428 when missing), the payment
   * password (428 when none is set, 422 when not given or wrong, 429 while locked), then the code
   * itself. A call with an API key of the payouts scope takes none of them: the key, which only a
   * session with the authenticator's code could create, is the credential (as with Stripe's and
   * Circle's APIs); the gates and the operator approval threshold still apply.
   */
  async function securitySteps(
    p: MerchantPrincipal,
    secrets: { payment_password?: string | undefined; totp_code?: string | undefined },
    totpRequired: boolean,
    ctx: Ctx,
  ) {
    if (viaApiKey(p)) return;
    if (totpRequired && !secrets.totp_code) {
      throw fail.precondition('totp_required', 'totp_required_for_amount');
    }
    if (!secrets.payment_password) {
      await requirePaymentPasswordSet(db, p.merchantId);
      throw fail.field('payment_password', 'required');
    }
    await verifyPaymentPassword(deps, p.merchantId, secrets.payment_password, ctx);
    if (totpRequired && !(await auth.checkTotp(p.merchantId, secrets.totp_code!))) {
      throw fail.field('totp_code', 'totp_wrong');
    }
  }

  function insufficient(): AppError {
    return fail.field('amount', 'insufficient_balance');
  }

  /**
   * A remittance settled before anything is written: gates, figures, balance, password and code,
   * then the answer and the one statement that writes it: the payout, and its send unless an
   * operator must approve. The database books the payout's hold as the statement commits; when the
   * available balance no longer covers the total, nothing is written and the answer is
   * "insufficient balance".
   */
  async function prepareRemittance(p: MerchantPrincipal, body: RemittanceBody, ctx: Ctx) {
    requireVerifiedKyb(p);
    const r = await plan(p, body, true);
    if (r.available < r.total) throw insufficient();
    await securitySteps(p, body, r.totpRequired, ctx);
    const fresh: NewPayout = {
      id: randomUUID(),
      merchant_id: p.merchantId,
      kind: 'remittance',
      asset: r.asset,
      network: r.network,
      amount: r.amount,
      fee: r.fee,
      total: r.total,
      to_address: r.address,
      payee_id: r.payeeId,
      payee_name: r.payeeName,
      new_address: r.newAddress,
      remark: body.remark,
      quote_id: null,
      fiat_currency: null,
      fiat_amount: null,
      rate: null,
      usd_value: r.usdValue,
      needs_approval: r.approvalRequired,
      created_at: clock.now(),
    };
    const status: PayoutStatus = r.approvalRequired ? 'pending_approval' : 'processing';
    return {
      data: toPayout(payoutRepo.newRow(fresh, status), await decimalsOf()),
      writes: (bind: Bind, gate: string, prefix: string) => {
        const payout = payoutRepo.insertWrites(bind, gate, prefix, fresh, status);
        return r.approvalRequired ? payout : `${payout}, ${sendWrites(bind, gate, prefix, fresh)}`;
      },
      translateError: notCovered,
      lockKey: holdLockKey(fresh.merchant_id, fresh.asset),
    };
  }

  const notCovered = (err: unknown) => (isDbError(err, HOLD_NOT_COVERED) ? insufficient() : err);

  /** Inserts a payout whose hold the transaction needs booked before it goes on (its conversion). */
  async function insertHeld(tx: Queryable, fresh: NewPayout, status: PayoutStatus) {
    await tx.query('SET CONSTRAINTS payouts_hold IMMEDIATE');
    try {
      await payoutRepo.insert(tx, fresh, status);
    } catch (err) {
      throw notCovered(err);
    }
  }

  /** The chain send of a remittance: a data-modifying CTE `<prefix>new_send` drawing from `gate`. */
  function sendWrites(bind: Bind, gate: string, prefix: string, row: NewPayout) {
    return `${prefix}new_send AS (
      INSERT INTO chain_sends (merchant_id, network, asset, to_address, amount, network_fee, purpose, ref_id, created_at)
      SELECT ${bind(row.merchant_id)}::uuid, ${bind(row.network)}::text, ${bind(row.asset)}::text,
        ${bind(row.to_address)}::text, ${bind(row.amount)}::bigint, ${bind(row.fee)}::bigint, 'payout',
        ${bind(row.id)}::text, ${bind(clock.now())}::timestamptz
      FROM ${gate})`;
  }

  async function queueSend(tx: Queryable, row: PayoutRow) {
    await writeAlone(tx, (bind, gate, prefix) => sendWrites(bind, gate, prefix, row));
  }

  async function view(q: Queryable, id: string) {
    const row = await payoutRepo.get(q, id);
    return toPayout(row!, await decimalsOf());
  }

  // ---- withdrawals to fiat

  async function createQuote(p: MerchantPrincipal, body: z.output<typeof fiatQuoteBody>): Promise<FiatQuote> {
    const c = await catalogue();
    const assetDecimals = c.decimals.get(body.asset) ?? 6;
    const fiatDecimals = c.decimals.get(body.currency) ?? 2;
    const amount = positiveAmount(body.amount, assetDecimals);
    if ((await available(p.merchantId, body.asset)) < amount) throw insufficient();
    const mid = await fx.rate(body.asset, body.currency);
    if (!mid)
      throw new AppError(503, 'fx_rate_unavailable', { params: { pair: `${body.asset}/${body.currency}` } });
    const figures = convert({
      amount,
      assetDecimals,
      fiatDecimals,
      midRate: mid.rate,
      spreadBps: config.FX_SPREAD_BPS,
      feeBps: config.FX_FEE_BPS,
    });
    if (figures.fiatAmount <= 0n) throw fail.field('amount', 'fiat_amount_too_small');
    const usdValue = usdCents(amount, assetDecimals, await usdRate(body.asset));
    const at = clock.now();
    const expires = new Date(at.getTime() + config.FX_QUOTE_TTL_SECONDS * 1000);
    const id = randomUUID();
    await db.query(
      `INSERT INTO fx_quotes (id, merchant_id, asset, currency, amount, fee, mid_rate, spread_bps, rate, fiat_amount,
         converted, remainder, source, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        p.merchantId,
        body.asset,
        body.currency,
        amount,
        figures.fee,
        formatRate(mid.rate),
        config.FX_SPREAD_BPS,
        formatRate(figures.rate),
        figures.fiatAmount,
        figures.converted,
        figures.remainder,
        mid.source,
        at,
        expires,
      ],
    );
    return {
      id,
      asset: body.asset,
      amount: fromMinor(amount, assetDecimals),
      currency: body.currency,
      mid_rate: formatRate(mid.rate),
      spread_bps: config.FX_SPREAD_BPS,
      rate: formatRate(figures.rate),
      fee: fromMinor(figures.fee, assetDecimals),
      fiat_amount: fromMinor(figures.fiatAmount, fiatDecimals),
      totp_required: needsTotp(p, usdValue),
      approval_required: usdValue >= (await approvalThresholdCents(db)),
      expires_at: expires.toISOString(),
      created_at: at.toISOString(),
    };
  }

  async function quoteOf(q: Queryable, merchantId: string, id: string, lock = false): Promise<QuoteRow> {
    const [row] = await q.query<QuoteRow>(
      `SELECT * FROM fx_quotes WHERE id = $1 AND merchant_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, merchantId],
    );
    if (!row) throw fail.field('quote_id', 'quote_invalid');
    return row;
  }

  function checkQuoteUsable(quote: QuoteRow) {
    if (quote.used_at) throw fail.field('quote_id', 'quote_used');
    if (quote.expires_at <= clock.now()) throw fail.field('quote_id', 'quote_expired');
  }

  async function prepareWithdrawal(
    p: MerchantPrincipal,
    body: z.output<typeof createFiatWithdrawalBody>,
    ctx: Ctx,
  ): Promise<WithdrawalPlan> {
    requireVerifiedKyb(p);
    await requireAuthenticator(db, p.merchantId);
    const quote = await quoteOf(db, p.merchantId, body.quote_id);
    checkQuoteUsable(quote);
    if ((await available(p.merchantId, quote.asset)) < quote.amount) throw insufficient();
    const usdValue = usdCents(quote.amount, (await decimalsOf())(quote.asset), await usdRate(quote.asset));
    await securitySteps(p, body, needsTotp(p, usdValue), ctx);
    return { usdValue };
  }

  /** Inside the idempotent transaction: the quote is spent, the crypto held, converted unless it waits. */
  async function createWithdrawal(
    tx: Queryable,
    p: MerchantPrincipal,
    quoteId: string,
    prepared: WithdrawalPlan,
  ) {
    const quote = await quoteOf(tx, p.merchantId, quoteId, true);
    checkQuoteUsable(quote);
    const at = clock.now();
    await tx.query('UPDATE fx_quotes SET used_at = $2 WHERE id = $1', [quote.id, at]);
    const approvalRequired = prepared.usdValue >= (await approvalThresholdCents(tx));
    const fresh: NewPayout = {
      id: randomUUID(),
      merchant_id: p.merchantId,
      kind: 'fiat_withdrawal',
      asset: quote.asset,
      network: null,
      amount: quote.amount,
      fee: quote.fee,
      total: quote.amount,
      to_address: null,
      payee_id: null,
      payee_name: null,
      new_address: false,
      remark: '',
      quote_id: quote.id,
      fiat_currency: quote.currency,
      fiat_amount: quote.fiat_amount,
      rate: String(quote.rate),
      usd_value: prepared.usdValue,
      needs_approval: approvalRequired,
      created_at: at,
    };
    await insertHeld(tx, fresh, approvalRequired ? 'pending_approval' : 'processing');
    const row = (await payoutRepo.get(tx, fresh.id))!;
    if (!approvalRequired) await completeConversion(tx, row, at);
    return view(tx, fresh.id);
  }

  async function completeConversion(tx: Queryable, row: PayoutRow, at: Date) {
    const [quote] = await tx.query<QuoteRow>('SELECT * FROM fx_quotes WHERE id = $1', [row.quote_id]);
    await payoutBookings.converted(tx, row, { converted: quote!.converted, remainder: quote!.remainder }, at);
    await payoutRepo.update(tx, row.id, at, { status: 'completed', completed_at: at });
  }

  // ---- reading

  async function list(
    p: MerchantPrincipal,
    kind: PayoutRow['kind'],
    query: z.output<typeof payoutListQuery>,
  ) {
    const rows = await payoutRepo.list(db, p.merchantId, {
      kind,
      status: query.status,
      asset: query.asset,
      network: query.network,
      q: query.q || undefined,
      from: query.from,
      to: query.to,
      limit: query.limit,
      after: decodeTimeCursor(query.cursor),
    });
    const decimals = await decimalsOf();
    return pageOf(
      rows,
      query.limit,
      (r) => toPayout(r, decimals),
      (r) => encodeTimeCursor(r.created_at, r.id),
    );
  }

  async function fiatBalances(merchantId: string) {
    const c = await catalogue();
    return { assets: balancesView(await merchantBalances(db, merchantId, [...fiatCurrencies]), c.decimals) };
  }

  async function get(p: MerchantPrincipal, id: string) {
    const row = await payoutRepo.get(db, id);
    if (!row || row.merchant_id !== p.merchantId) throw fail.notFound();
    return toPayout(row, await decimalsOf());
  }

  // ---- operators

  async function opsList(query: z.output<typeof opsPayoutListQuery>) {
    const rows = await payoutRepo.byStatus(db, query.status, query.limit, decodeTimeCursor(query.cursor));
    const decimals = await decimalsOf();
    return pageOf(
      rows,
      query.limit,
      (r) => ({ ...toPayout(r, decimals), merchant_id: r.merchant_id, merchant_name: r.merchant_name }),
      (r) => encodeTimeCursor(r.created_at, r.id),
    );
  }

  async function opsView(q: Queryable, id: string) {
    const row = await payoutRepo.withMerchant(q, id);
    return {
      ...toPayout(row!, await decimalsOf()),
      merchant_id: row!.merchant_id,
      merchant_name: row!.merchant_name,
    };
  }

  /** Locks a payout waiting for approval; 404 when there is none, 409 when it was decided. */
  async function pending(tx: Queryable, id: string): Promise<PayoutRow> {
    const row = await payoutRepo.get(tx, id, { lock: true });
    if (!row) throw fail.notFound();
    if (row.status !== 'pending_approval') throw fail.conflict('payout_not_pending');
    return row;
  }

  async function approve(tx: Queryable, op: OperatorPrincipal, id: string, ctx: Ctx) {
    const row = await pending(tx, id);
    const [merchant] = await tx.query<{ email: string }>('SELECT email FROM merchants WHERE id = $1', [
      row.merchant_id,
    ]);
    if (merchant && merchant.email.toLowerCase() === op.email.toLowerCase()) {
      throw fail.conflict('payout_self_approval');
    }
    const at = clock.now();
    await payoutRepo.update(tx, id, at, {
      status: 'processing',
      decision: 'approved',
      decided_by: op.operatorId,
      decided_at: at,
    });
    const fresh = (await payoutRepo.get(tx, id))!;
    if (fresh.kind === 'remittance') await queueSend(tx, fresh);
    else await completeConversion(tx, fresh, at);
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: 'payout_approved',
      target: { type: 'payout', id },
      detail: {
        merchant_id: row.merchant_id,
        kind: row.kind,
        asset: row.asset,
        total: fromMinor(row.total, (await decimalsOf())(row.asset)),
      },
      ctx,
      at,
    });
    return opsView(tx, id);
  }

  async function reject(tx: Queryable, op: OperatorPrincipal, id: string, reason: string, ctx: Ctx) {
    const row = await pending(tx, id);
    const at = clock.now();
    await payoutBookings.release(tx, row, at);
    await payoutRepo.update(tx, id, at, {
      status: 'rejected',
      decision: 'rejected',
      decided_by: op.operatorId,
      decided_at: at,
      decision_reason: reason,
      failure_reason: reason,
      completed_at: at,
    });
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: 'payout_rejected',
      target: { type: 'payout', id },
      detail: { merchant_id: row.merchant_id, kind: row.kind, reason },
      ctx,
      at,
    });
    return opsView(tx, id);
  }

  async function settings(q: Queryable = db) {
    const [row] = await q.query<{ value: string; updated_at: Date; email: string | null }>(
      `SELECT s.value, s.updated_at, o.email FROM platform_settings s LEFT JOIN operators o ON o.id = s.updated_by
       WHERE s.key = $1`,
      [APPROVAL_SETTING],
    );
    return {
      approval_threshold_usd: fromMinor(await approvalThresholdCents(q), 2),
      updated_at: row?.updated_at.toISOString() ?? null,
      updated_by: row?.email ?? null,
    };
  }

  async function updateSettings(op: OperatorPrincipal, thresholdUsd: string, ctx: Ctx) {
    return db.transaction(async (tx) => {
      const before = await settings(tx);
      const at = clock.now();
      const value = fromMinor(toMinor(thresholdUsd, 2)!, 2);
      await tx.query(
        `INSERT INTO platform_settings (key, value, updated_at, updated_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at,
           updated_by = EXCLUDED.updated_by`,
        [APPROVAL_SETTING, value, at, op.operatorId],
      );
      await recordAudit(tx, {
        operatorId: op.operatorId,
        action: 'payout_settings_changed',
        target: { type: 'platform_setting', id: APPROVAL_SETTING },
        detail: { from: before.approval_threshold_usd, to: value },
        ctx,
        at,
      });
      return settings(tx);
    });
  }

  // ---- what the chain says about a remittance's send

  const sendOutcomes: SendOutcomes = {
    async sent(tx: Queryable, s: SendRow, at: Date) {
      await payoutRepo.update(tx, s.ref_id, at, { status: 'confirming', tx_hash: s.tx_hash });
    },
    async confirmed(tx: Queryable, s: SendRow, at: Date) {
      const row = (await payoutRepo.get(tx, s.ref_id, { lock: true }))!;
      await payoutBookings.sent(tx, row, at);
      await payoutRepo.update(tx, row.id, at, { status: 'completed', tx_hash: s.tx_hash, completed_at: at });
    },
    async failed(tx: Queryable, s: SendRow, reason: string, at: Date) {
      const row = (await payoutRepo.get(tx, s.ref_id, { lock: true }))!;
      await payoutBookings.release(tx, row, at);
      await payoutRepo.update(tx, row.id, at, { status: 'failed', failure_reason: reason, completed_at: at });
    },
  };

  return {
    plan,
    previewRemittance,
    prepareRemittance,
    createQuote,
    prepareWithdrawal,
    createWithdrawal,
    list,
    get,
    fiatBalances,
    opsList,
    approve,
    reject,
    settings,
    updateSettings,
    sendOutcomes,
  };
}

export type PayoutService = ReturnType<typeof payoutService>;
