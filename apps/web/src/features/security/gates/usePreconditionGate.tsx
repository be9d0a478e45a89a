import { LockOutlined, SafetyCertificateOutlined, SolutionOutlined } from '@ant-design/icons';
import { type ReactNode, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/useTranslation';
import { useModal } from '../../../shell/ModalProvider';
import { type GateReason, gateReasonOf, gateTargets } from './gateTargets';

const ICONS: Record<GateReason, ReactNode> = {
  authenticator_required: <SafetyCertificateOutlined style={{ color: '#1677ff' }} />,
  payment_password_required: <LockOutlined style={{ color: '#1677ff' }} />,
  kyb_required: <SolutionOutlined style={{ color: '#1677ff' }} />,
};

export interface PreconditionGate {
  /** Shows the guided prompt of a 428 answer and returns true; false for any other failure. */
  handle(error: unknown): boolean;
  /** Shows the prompt of a precondition known before calling (e.g. no authenticator bound). */
  open(reason: GateReason): void;
}

/**
 * Turns an answer "precondition required" (HTTP 428: authenticator, payment password, KYB) into a
 * dialog that says what to do and leads there, instead of an error toast. Needs the shell's modals.
 */
export function usePreconditionGate(): PreconditionGate {
  const modal = useModal();
  const navigate = useNavigate();
  const { t } = useTranslation();

  const open = useCallback(
    (reason: GateReason) => {
      void modal.confirm({
        title: t(`gate.${reason}.title`),
        content: t(`gate.${reason}.body`),
        icon: ICONS[reason],
        okText: t(`gate.${reason}.action`),
        cancelText: t('gate.later'),
        className: `mc-gate mc-gate-${reason}`,
        onOk: () => {
          navigate(gateTargets[reason]);
        },
      });
    },
    [modal, navigate, t],
  );

  const handle = useCallback(
    (error: unknown) => {
      const reason = gateReasonOf(error);
      if (!reason) return false;
      open(reason);
      return true;
    },
    [open],
  );

  return { handle, open };
}
