/** Guided prompts for actions that need an authenticator, a payment password or verified KYB. */
export { type GateReason, gateReasonOf, gateTargets } from './gateTargets';
export { useGatedSubmitError } from './useGatedSubmitError';
export { type PreconditionGate, usePreconditionGate } from './usePreconditionGate';
