import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label = 'merchant', issuer = 'Merchant Console'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function totpEnrolment(secret: string, label: string, issuer: string) {
  const uri = totpFor(secret, label, issuer).toString();
  // the QR code library loads with the first authenticator set up, not at start
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri: uri, qr_data_url: qr };
}

/**
 * RFC 6238 check with ±1 step of drift. Returns the time step the code belongs
 * to, or null. Callers reject steps at or below the last one used (replay).
 */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = totpFor(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/** The code for a moment: used by tests and the dev tools. */
export function totpCodeAt(secret: string, at: Date): string {
  return totpFor(secret).generate({ timestamp: at.getTime() });
}
