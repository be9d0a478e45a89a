import type { gatesCn } from './cn';

/** Guided prompts of a precondition (HTTP 428) answer, en. */
export const gatesEn: typeof gatesCn = {
  gate: {
    later: 'Later',
    authenticator_required: {
      title: 'Bind your authenticator first',
      body: 'To keep your funds safe, this needs a bound authenticator. Binding takes a minute.',
      action: 'Bind now',
    },
    payment_password_required: {
      title: 'Set your payment password first',
      body: 'This asks for your 6-digit payment password: set one first.',
      action: 'Set it now',
    },
    kyb_required: {
      title: 'Complete KYB verification first',
      body: 'This is available once your KYB verification is approved.',
      action: 'Verify now',
    },
  },
};
