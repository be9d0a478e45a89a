/** Why a bank file is refused: a message key of the contract and its values. Nothing of it is applied. */
export class BankFileError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(values)}`);
    this.name = 'BankFileError';
  }
}
