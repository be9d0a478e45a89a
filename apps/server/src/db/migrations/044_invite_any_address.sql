-- Inviting an address never tells whether it is registered elsewhere. One person, one login: an
-- email signs in as at most one user (active or disabled) of any merchant. An address is at most
-- once in a merchant's team; several merchants may invite it, and whoever's invitation is accepted
-- first (or a sign-up) takes the login: the others' acceptance is refused to the invitee only.
DROP INDEX merchant_users_email_key;
CREATE UNIQUE INDEX merchant_users_login_email_key ON merchant_users (lower(email))
  WHERE status IN ('active', 'disabled');
CREATE UNIQUE INDEX merchant_users_team_email_key ON merchant_users (merchant_id, lower(email))
  WHERE status <> 'removed';
