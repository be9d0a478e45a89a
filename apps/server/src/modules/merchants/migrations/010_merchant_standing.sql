-- What other modules may read of a merchant: who it is and where it stands (status, KYB status).
-- The merchants module alone reads and writes the merchants table; sessions, API keys, KYB and the
-- public order page read this view instead. A plain view: the planner reads the table through it.
CREATE VIEW merchant_standing AS
SELECT id, email, merchant_name, status, kyb_status
FROM merchants;
