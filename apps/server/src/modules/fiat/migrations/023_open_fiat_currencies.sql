-- The fiat currencies open for money to move in (enabled by an operator), as other modules read them:
-- a bank transfer reads it in the one shared statement of its facts instead of asking apart.
CREATE VIEW open_fiat_currencies AS
  SELECT code FROM fiat_currencies WHERE enabled;
