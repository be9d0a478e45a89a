-- The merchants' saved bank accounts as the payouts module reads them (a bank transfer pays one).
CREATE VIEW saved_bank_accounts AS
  SELECT id, merchant_id, account_name, bank_name, account_number, swift_code, country, currency
  FROM bank_accounts;
