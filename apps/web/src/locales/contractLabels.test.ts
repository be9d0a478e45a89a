import {
  apiKeyStatuses,
  apiScopes,
  auditActions,
  bankCreditMisses,
  bankCreditStates,
  bankEntryKinds,
  bankEntryMisses,
  bankEntryStates,
  bankFileDirections,
  bankFileKinds,
  bankFileStates,
  builtinRoles,
  chainRails,
  collectionAccountStatuses,
  entityTypes,
  exceptionReasons,
  fundSources,
  historyBalances,
  historyDirections,
  historyExportFormats,
  historyRefTypes,
  historyStatuses,
  historyTypes,
  idTypes,
  industries,
  journalEntryKinds,
  kybReviewStatuses,
  kybStatus,
  latePaymentStatuses,
  memberStatus,
  merchantStatus,
  moneyAssetKinds,
  payoutKinds,
  payoutStatuses,
  permissions,
  preconditionReasons,
  receiptStatuses,
  securityEventKinds,
  statementAlertStatuses,
  statementFormats,
  statementLangs,
  statementProblemKinds,
  sweepStatuses,
  topupStatuses,
  webhookDeliveryStatuses,
  webhookEventTypes,
  webhookObjectKinds,
} from '@mc/contract';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryKindLabel, historyBalanceLabel, historyTypeLabel } from '../features/history/historyLabels';
import { kindLabel as bankFileKindLabel } from '../features/ops/bank-files/bankLabels';
import { eventLabel } from '../features/settings/webhooks/eventLabels';
import { messageBundles } from './bundles';
import { cn } from './cn';
import { en } from './en';

type Messages = Record<string, unknown>;
const MISSING = '⟨missing⟩';

/** Every text of the console in one language: the core and every bundle, as the running console has them. */
async function allTexts(): Promise<Record<'cn' | 'en', Messages>> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { cn: { translation: cn }, en: { translation: en } },
    lng: 'cn',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  for (const load of Object.values(messageBundles)) {
    const bundle = await load();
    i18n.addResourceBundle('cn', 'translation', bundle.cn, true, true);
    i18n.addResourceBundle('en', 'translation', bundle.en, true, true);
  }
  return {
    cn: i18n.getResourceBundle('cn', 'translation') as Messages,
    en: i18n.getResourceBundle('en', 'translation') as Messages,
  };
}

const ts: Partial<Record<'cn' | 'en', TFunction>> = {};

beforeAll(async () => {
  const texts = await allTexts();
  for (const lang of ['cn', 'en'] as const) {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { [lang]: { translation: texts[lang] } },
      lng: lang,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      parseMissingKeyHandler: (key) => `${MISSING}${key}`,
    });
    ts[lang] = i18n.t;
  }
});

/** Each enum of the contract a person may see, with how the console names one of its values. */
const ENUMS: [string, readonly string[], (t: TFunction, value: string) => string][] = [
  ['receipt statuses', receiptStatuses, (t, v) => t(`status.${v}`)],
  ['payout statuses', payoutStatuses, (t, v) => t(`status.${v}`)],
  ['top-up statuses', topupStatuses, (t, v) => t(`status.${v}`)],
  ['history statuses', historyStatuses, (t, v) => t(`status.${v}`)],
  ['history types', historyTypes, (t, v) => historyTypeLabel(t, v as (typeof historyTypes)[number])],
  [
    'history balances',
    historyBalances,
    (t, v) => historyBalanceLabel(t, v as (typeof historyBalances)[number]),
  ],
  ['history directions', historyDirections, (t, v) => t(`history.direction.${v}`)],
  ['history objects', historyRefTypes, (t, v) => t(`history.object.${v}`)],
  ['journal entry kinds', journalEntryKinds, (t, v) => entryKindLabel(t, v)],
  [
    'webhook event types',
    webhookEventTypes,
    (t, v) => eventLabel(t, v as (typeof webhookEventTypes)[number]),
  ],
  ['webhook kinds', webhookObjectKinds, (t, v) => t(`webhooks.kind.${v}.name`)],
  ['webhook delivery statuses', webhookDeliveryStatuses, (t, v) => t(`webhooks.status.${v}`)],
  ['collection account statuses', collectionAccountStatuses, (t, v) => t(`collection.status.${v}`)],
  ['late payment statuses', latePaymentStatuses, (t, v) => t(`receive.late.statusLabel.${v}`)],
  ['exception reasons', exceptionReasons, (t, v) => t(`exceptionReason.${v}`)],
  ['merchant statuses', merchantStatus.options, (t, v) => t(`merchant.status.${v}`)],
  ['merchant KYB statuses', kybStatus.options, (t, v) => t(`merchant.kyb.${v}`)],
  ['KYB review statuses', kybReviewStatuses, (t, v) => t(`ops.kyb.statusLabel.${v}`)],
  ['KYB entity types', entityTypes, (t, v) => t(`kyb.choice.entity_type.${v}`)],
  ['KYB industries', industries, (t, v) => t(`kyb.choice.industry.${v}`)],
  ['KYB sources of funds', fundSources, (t, v) => t(`kyb.choice.source_of_funds.${v}`)],
  ['KYB id types', idTypes, (t, v) => t(`kyb.choice.legal_rep_id_type.${v}`)],
  ['team member statuses', memberStatus.options, (t, v) => t(`team.status.${v}`)],
  ['built-in roles', builtinRoles, (t, v) => t(`teamRole.name.${v}`)],
  ['permissions', permissions, (t, v) => t(`team.perm.name.${v}`)],
  ['API key statuses', apiKeyStatuses, (t, v) => t(`settings.apiKeys.${v}`)],
  ['API key scopes', apiScopes, (t, v) => t(`settings.apiKeys.scopeLabels.${v}`)],
  ['security event kinds', securityEventKinds, (t, v) => t(`settings.activity.kinds.${v}`)],
  ['payout kinds (operators)', payoutKinds, (t, v) => t(`ops.payouts.kindLabel.${v}`)],
  ['audit actions', auditActions, (t, v) => t(`ops.audit.actionLabel.${v}`)],
  ['sweep statuses', sweepStatuses, (t, v) => t(`ops.sweeps.statusLabel.${v}`)],
  ['statement alert statuses', statementAlertStatuses, (t, v) => t(`ops.statementAlerts.statusLabel.${v}`)],
  ['statement problems', statementProblemKinds, (t, v) => t(`ops.statementAlerts.problem.${v}`)],
  ['bank file directions', bankFileDirections, (t, v) => t(`ops.bankFiles.directionLabel.${v}`)],
  ['bank file kinds', bankFileKinds, (t, v) => bankFileKindLabel(t, v as (typeof bankFileKinds)[number])],
  ['bank file states', bankFileStates, (t, v) => t(`ops.bankFiles.stateLabel.${v}`)],
  ['bank file entry kinds', bankEntryKinds, (t, v) => t(`ops.bankFiles.entry.kindLabel.${v}`)],
  ['bank file entry states', bankEntryStates, (t, v) => t(`ops.bankFiles.entry.stateLabel.${v}`)],
  ['bank file entry misses', bankEntryMisses, (t, v) => t(`ops.bankFiles.entry.missLabel.${v}`)],
  ['bank credit states', bankCreditStates, (t, v) => t(`ops.bankCredits.stateLabel.${v}`)],
  ['bank credit misses', bankCreditMisses, (t, v) => t(`ops.bankCredits.missLabel.${v}`)],
  ['chain rails', chainRails, (t, v) => t(`ops.networks.rail.${v}`)],
  ['money asset kinds', moneyAssetKinds, (t, v) => t(`money.summary.kind.${v}`)],
  ['statement formats', statementFormats, (t, v) => t(`money.statements.${v}`)],
  ['statement languages', statementLangs, (t, v) => t(`money.statements.lang.${v}`)],
  ['export formats', historyExportFormats, (t, v) => t(`common.export.${v}`)],
  // a missing authenticator code is asked for in place (login, the security step), not by a gate
  ['gates', preconditionReasons.filter((r) => r !== 'totp_required'), (t, v) => t(`gate.${v}.title`)],
];

describe('every enum of the contract has a cn and an en label', () => {
  it.each(ENUMS)('%s', (_name, values, label) => {
    for (const lang of ['cn', 'en'] as const) {
      const t = ts[lang]!;
      for (const value of values) {
        const text = label(t, value);
        expect(text, `${lang} ${value}`).not.toContain(MISSING);
        expect(text, `${lang} ${value}`).toMatch(/\S/);
        expect(text, `${lang} ${value}: a raw name`).not.toBe(value);
      }
    }
  });

  it('English labels of statuses are in sentence case and every state has one label', () => {
    const t = ts.en!;
    for (const status of historyStatuses) expect(t(`status.${status}`)).toMatch(/^[A-Z][^A-Z]*$/);
    expect(t('status.completed')).toBe('Completed');
  });
});
