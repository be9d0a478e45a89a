// The types of the Merchant API: generated from the document the server serves (/api/docs/json)
// by `npm run generate -w @mc/client`. Do not edit: change the API, then run it again.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database check, and whether the dev faucet is served
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/send-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a 6-digit verification code (10 min validity, 60 s resend cooldown)
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        post: operations["sendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a merchant with an emailed code
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in; answers 428 totp_required when an authenticator is bound and no code was sent
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the current session
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in merchant
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start binding an authenticator: a new secret, its otpauth URI and QR code
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["totpSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/totp/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish binding with a valid code; answers the ten one-time recovery codes, shown only once
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["totpEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unbind the authenticator with the login password and a current code (or a recovery code)
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["totpDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authenticator, recovery codes left, payment password set or locked
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["securityStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the login password; every other session of the merchant ends
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/totp/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ten new recovery codes for a current authenticator code; the old ones stop working
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payment-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the 6-digit payment password (needs a bound authenticator and its code)
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["setPaymentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payment-password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the payment password with the current one (5 wrong tries lock it for 15 min)
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["changePaymentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payment-password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the payment password with an emailed code and an authenticator code
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["resetPaymentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant’s settings: its time zone
         * @description Permission: `settings.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["merchantSettings"];
        put?: never;
        /**
         * Set the merchant’s time zone (an IANA name): statements of months not yet generated, the money page’s days, the exports’ dates and the monthly rule of batch collection follow it
         * @description Permission: `settings.merchant.write` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["setMerchantSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fiat currencies a bank account may hold
         * @description Permission: `overview.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["currencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/bank-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bank accounts, the default first, account numbers masked
         * @description Permission: `settings.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["listBankAccounts"];
        put?: never;
        /**
         * Add a bank account; the first one becomes the default
         * @description Permission: `settings.bank_accounts.write` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["createBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/bank-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One bank account with its full number
         * @description Permission: `settings.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["getBankAccount"];
        put?: never;
        /**
         * Edit a bank account (every field)
         * @description Permission: `settings.bank_accounts.write` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["updateBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/bank-accounts/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a bank account the default (the previous default stops being one)
         * @description Permission: `settings.bank_accounts.write` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["setDefaultBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/bank-accounts/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a bank account; deleting the default makes the newest other one the default
         * @description Permission: `settings.bank_accounts.write` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["deleteBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved crypto addresses, newest first
         * @description Permission: `settings.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["listPayees"];
        put?: never;
        /**
         * Save a crypto address of a network (validated, checksum included)
         * @description Permission: `settings.payees.write` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["createPayee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a saved crypto address
         * @description Permission: `settings.payees.write` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["updatePayee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payees/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a saved crypto address
         * @description Permission: `settings.payees.write` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["deletePayee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active sessions: device, IP, created, last seen; the current one is marked
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/sessions/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End another session of the merchant
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["revokeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of the merchant except this one
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["revokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/security-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Security activity log, newest first
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["securityEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meta/networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assets and networks that can be received, with confirmations and minimums
         * @description Permission: `overview.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["networks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipt-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receipt orders, newest first, filtered and searched (order number, address, tx hash)
         * @description Permission: `orders.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listReceiptOrders"];
        put?: never;
        /**
         * Create a receipt order with its own deposit address (send an Idempotency-Key header)
         * @description Permission: `orders.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["createReceiptOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipt-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One receipt order with its payments and timeline
         * @description Permission: `orders.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getReceiptOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipt-orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an unpaid order that has received nothing
         * @description Permission: `orders.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["cancelReceiptOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipt-orders/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an exception by crediting what arrived (send an Idempotency-Key header)
         * @description Permission: `orders.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["acceptReceiptOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipt-orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an exception by sending what arrived (less the network fee) back to the payer (send an Idempotency-Key header)
         * @description Permission: `orders.refund` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["refundReceiptOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/late-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Money that arrived after its order was decided, newest first (status=open: what waits for a decision)
         * @description Permission: `orders.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listLatePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/late-payments/{id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit a late payment to the available balance, less the order's receive fee (send an Idempotency-Key header)
         * @description Permission: `orders.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["creditLatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/late-payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a late payment (less the network fee) back to an address on its network (send an Idempotency-Key header)
         * @description Permission: `orders.refund` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["refundLatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance of every asset and bucket
         * @description Permission: `overview.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["balances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account overview: balances, 30-day volume, status mix, to-dos
         * @description Permission: `overview.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the payment page shows of an order
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        get: operations["publicOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/kyb": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * KYB status, the draft being edited and the latest submission
         * @description Permission: `kyb.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["kybState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/kyb/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the whole form as the draft (replaces the saved fields; 409 while pending or verified). After a failed verification the first save starts a new draft from the last submission.
         * @description Permission: `kyb.submit` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["kybSaveDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/kyb/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * After a failed verification: start a new draft prefilled with the last submission and its documents
         * @description Permission: `kyb.submit` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["kybResubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/kyb/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the whole form and submit the draft for review (status becomes pending)
         * @description Permission: `kyb.submit` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["kybSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/kyb/files/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a document from the draft
         * @description Permission: `kyb.submit` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["kybDeleteFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/kyb/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every submission, newest first, with its status and the operator’s reason
         * @description Permission: `kyb.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["kybHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/kyb/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the merchant’s submissions with its fields and documents
         * @description Permission: `kyb.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["kybSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator login: email, password and authenticator code, all required
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        post: operations["opsLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the operator session
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in operator
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every operator (for the audit log filter)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Merchants, newest first, searched by name or email and filtered by status
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsMerchants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/merchants/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a merchant: every session ends, its next call answers 403 merchant_disabled
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsDisableMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/merchants/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled merchant again (it logs in anew)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsEnableMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receipt orders of every merchant in exception or accounting_exception, longest waiting first
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsExceptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/receipt-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any merchant's receipt order with its payments, timeline, held funds and possible actions
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/receipt-orders/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an exception by crediting everything that arrived to the merchant's available balance (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsAcceptOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/receipt-orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an exception by sending what arrived (less the network fee) back to the payer (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsRefundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/receipt-orders/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close an order in exception: what arrived is booked to unclaimed funds, the merchant gets nothing (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsCloseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/receipt-orders/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a closed order's unclaimed funds to the merchant's available balance, less the receive fee (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsReleaseUnclaimed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/receipt-orders/{id}/refund-unclaimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a closed order's unclaimed funds (one asset, less the network fee) to an address (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsRefundUnclaimed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/receipt-orders/{id}/reconcile-reorg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the transfers of an order that a chain reorganisation took back after they confirmed as reconciled (the ledger is not changed) (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsReconcileReorg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/late-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Late payments of every merchant (money after its order was decided), newest first
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsLatePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/late-payments/{id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit a late payment to its merchant's available balance, less the receive fee (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsCreditLatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/late-payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a late payment (less the network fee) back to an address on its network (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsRefundLatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/kyb": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * KYB submissions to review (pending by default in the console), newest first
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsKybQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/kyb/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One KYB submission with every field and its documents
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsKybDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/kyb/{id}/files/{file_id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived link to show a document inline (images and PDFs); the opening is audited
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsKybFileLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/kyb/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending submission: the merchant's KYB becomes verified
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsKybApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/kyb/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending submission with the reason the merchant reads; it may resubmit
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsKybReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/kyb-files/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A KYB document opened through a link from /ops/kyb/:id/files/:file_id/link (the bytes, inline)
         * @description A link’s token in the address is the credential (it expires). Permission: none. API key: not needed.
         */
        get: operations["opsOpenKybFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each chain network's health: whether its node answers, its head, the watcher's lag, deposits confirming and sends waiting
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsNetworks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/sweeps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sweeps of deposit addresses to the hot wallet, newest first, filtered by status, network, asset and address
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsSweeps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/statement-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly statements that do not reconcile with the ledger (merchant, month, what differs), open or resolved, last seen first
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsStatementAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit log of operator actions, newest first
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/remittances/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Network fee, total, whether the address is new and which security steps a remittance needs
         * @description Permission: `payouts.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `payouts` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["previewRemittance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/remittances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Remittances, newest first, filtered and searched (address, tx hash, remark)
         * @description Permission: `payouts.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listRemittances"];
        put?: never;
        /**
         * Send USDC/USDT to an address or a saved payee; funds are frozen until the send settles (send an Idempotency-Key header)
         * @description Permission: `payouts.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `payouts` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["createRemittance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/fiat-quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a withdrawal of crypto to the fiat account: rate, spread, fee, what arrives; valid 30 s
         * @description Permission: `conversions.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `payouts` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["createFiatQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/fiat-withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawals to fiat, newest first
         * @description Permission: `payouts.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listFiatWithdrawals"];
        put?: never;
        /**
         * Convert crypto into the fiat account at a quote; a quote is honoured once, before it expires (send an Idempotency-Key header)
         * @description Permission: `conversions.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `payouts` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["createFiatWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/fiat-conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conversions of fiat to crypto, newest first
         * @description Permission: `payouts.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listFiatConversions"];
        put?: never;
        /**
         * Convert fiat into USDC/USDT at a quote of direction to_crypto; honoured once, before it expires (send an Idempotency-Key header)
         * @description Permission: `conversions.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `payouts` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["createFiatConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/bank-transfers/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fee, total and the security steps of a remit of fiat to one of your bank accounts
         * @description Permission: `payouts.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `payouts` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["previewBankTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/bank-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Remits of fiat to bank accounts, newest first
         * @description Permission: `payouts.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listBankTransfers"];
        put?: never;
        /**
         * Remit fiat to one of your saved bank accounts; funds are frozen until the bank settles it (send an Idempotency-Key header)
         * @description Permission: `payouts.create` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `payouts` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["createBankTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fiat/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fiat balances per currency and bucket (what withdrawals to fiat credit)
         * @description Permission: `fiat.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["fiatBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payout
         * @description Permission: `payouts.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts by status (default: waiting for approval), oldest first
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payouts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a payout waiting for approval: it is sent (maker-checker: recorded) (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsApprovePayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payouts/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a payout waiting for approval: its funds return to available (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsRejectPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payouts/{id}/bank-outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulated bank: mark a bank transfer sent (completed) or failed (its funds return) (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsMarkBankTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payout-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The approval threshold of payouts
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsPayoutSettings"];
        put?: never;
        /**
         * Set the approval threshold of payouts (USD)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsUpdatePayoutSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fiat/topups/instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The enabled currencies with the platform’s receiving bank account, and the merchant’s reference
         * @description Permission: `fiat.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["topupInstructions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fiat/topups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant’s top-ups, newest first
         * @description Permission: `fiat.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listTopups"];
        put?: never;
        /**
         * Submit a top-up as multipart/form-data: fields currency, amount, value_date, bank_account_id and one file part `statement` (PDF, JPG, JPEG, PNG, BMP, ZIP or RAR, checked by content, at most 10 MB). Takes an Idempotency-Key. (send an Idempotency-Key header)
         * @description Permission: `fiat.topup` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["createTopup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fiat/topups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One top-up
         * @description Permission: `fiat.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getTopup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top-ups of every merchant by status (default: submitted), oldest first
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsTopups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One top-up
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsTopup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topups/{id}/statement/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived link that shows the statement inline (the opening is audited)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsTopupStatementLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topups/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a submitted top-up with the amount that arrived: credited less the fee (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsApproveTopup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topups/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a submitted top-up with a reason the merchant sees (send an Idempotency-Key header)
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsRejectTopup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/fiat-currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fiat currencies, enabled or not, with the platform’s receiving bank accounts
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        get: operations["opsFiatCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/fiat-currencies/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable top-ups in a fiat currency
         * @description Back office: an operator’s login session. Permission: none of a merchant’s role. API key: not accepted.
         */
        post: operations["opsSetFiatCurrency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topup-statements/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A top-up statement opened through a link from /ops/topups/:id/statement/link (inline)
         * @description A link’s token in the address is the credential (it expires). Permission: none. API key: not needed.
         */
        get: operations["opsOpenTopupStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every booked movement of the merchant, newest first: filtered, searched, paged by cursor
         * @description Permission: `history.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One movement with its journal entry and postings
         * @description Permission: `history.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getHistoryRow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every movement matching the filters as CSV (UTF-8 with BOM) or XLSX, streamed
         * @description Permission: `history.export` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["exportHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API keys, newest first, revoked ones included (secrets are never shown again)
         * @description Permission: `api_keys.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key: its secret is answered this once (at most 10 active keys)
         * @description Permission: `api_keys.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename an API key or replace its IP allow-list
         * @description Permission: `api_keys.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["updateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/api-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret for an API key, answered this once; the old one stops working at once
         * @description Permission: `api_keys.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key: calls with it answer 401 from now on
         * @description Permission: `api_keys.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant’s collection accounts, newest first, filtered and searched
         * @description Permission: `collection.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listCollectionAccounts"];
        put?: never;
        /**
         * Create one collection account (a static deposit address for one customer). Takes an Idempotency-Key. (send an Idempotency-Key header)
         * @description Permission: `collection.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["createCollectionAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection-accounts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every account matching the filters as CSV (UTF-8 with BOM) or XLSX, streamed
         * @description Permission: `collection.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["exportCollectionAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One collection account with its deposits (each the receipt order it became)
         * @description Permission: `collection.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getCollectionAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection-accounts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable or enable an account (money sent to a disabled account is held as an exception)
         * @description Permission: `collection.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["setCollectionAccountStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/collection-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the payer’s page shows of a collection account: the address and this month’s transfers
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        get: operations["publicCollectionAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import: its preview, its per-row errors, what it created
         * @description Permission: `collection.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getCollectionImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection-imports/{id}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the import’s accounts in one transaction: every row (refused while any has an error) or only the valid ones. Committing again creates nothing more. Takes an Idempotency-Key. (send an Idempotency-Key header)
         * @description Permission: `collection.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["commitCollectionImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection-imports/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The import template (CSV, UTF-8 with BOM, or XLSX) with its headings in cn or en and one example row
         * @description Permission: `collection.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getCollectionImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant’s users and pending invitations, owners first, then by name
         * @description Permission: `team.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every role the merchant can give, with its permissions
         * @description Permission: `team.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a person by email with a role: a single-use link valid 72 hours is mailed
         * @description Permission: `team.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new invitation link (the earlier links stop working)
         * @description Permission: `team.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a user another role (nobody grants a permission they lack)
         * @description Permission: `team.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["changeMemberRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a user (their sessions and API keys stop at once) or enable them again
         * @description Permission: `team.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["setMemberStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a user or withdraw an invitation (the last owner cannot be removed)
         * @description Permission: `team.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["removeMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the merchant (the last owner cannot leave)
         * @description Permission: `account.own` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["leaveTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation link offers: the merchant, the email and the role
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        get: operations["invitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/invitations/authenticator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * For a role that requires an authenticator: a new secret to bind while accepting
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        post: operations["invitationAuthenticator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: set a name and password (and bind the authenticator when required)
         * @description Public: no credentials. Permission: none. API key: not needed.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook endpoints, newest first (secrets are never shown again)
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add an endpoint: its signing secret is answered this once (at most 10 endpoints)
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an endpoint’s URL, description or events, or enable or disable it
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["updateWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an endpoint: nothing more is sent to it (its undelivered events are dropped)
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["deleteWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, answered this once; for the overlap chosen (0-168 hours, default 24) deliveries carry a signature with each secret
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event of any type (default webhook.test) with a sample object, through the same queue as every event
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of an endpoint, newest first, filtered by event type, status and time
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/resend-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again every failed delivery of the endpoint created in the range; answers how many
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["resendFailedWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery with its event and every attempt
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now (same event id), whatever its status
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What happened to the merchant’s objects, newest first, kept 30 days: each event as its deliveries send it
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event, as its deliveries send it
         * @description Permission: `webhooks.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `webhooks` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/money/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every asset's buckets (crypto and fiat) and the total in USD at the current rates
         * @description Permission: `overview.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getMoneySummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/money/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Inflow and outflow per asset and day of a month, with month totals
         * @description Permission: `overview.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["getMoneyFlows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/money/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly statements of closed months, newest first, paged by cursor
         * @description Permission: `history.export` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["listStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/money/statement-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the calling user gets each month's statement by email
         * @description Permission: `history.export` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["getStatementEmails"];
        put?: never;
        /**
         * Subscribe the calling user to each month's statement by email, or unsubscribe
         * @description Permission: `history.export` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["setStatementEmails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/money/statements/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one monthly statement as PDF (cn or en)
         * @description Permission: `history.export` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["downloadStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/money/statements/{id}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one monthly statement as CSV (UTF-8 with BOM): summary block, then the movements
         * @description Permission: `history.export` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `read` scope (a missing one answers 403 with envelope code 40301).
         */
        get: operations["downloadStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/kyb/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload documents to the draft as multipart/form-data: file parts named legal_id_photo, business_licence_photo or other_documents (no other parts). PDF, JPG, JPEG, PNG or BMP, checked by content; at most 5 files and 10 MB in total per submission. Answers the draft.
         * @description Permission: `kyb.submit` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        post: operations["kybUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/kyb/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the merchant's documents, as uploaded (404 for anyone else's)
         * @description Permission: `kyb.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["getKybFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fiat/topups/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The statement of one of the merchant's top-ups, as uploaded (404 for anyone else's)
         * @description Permission: `fiat.read` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). API key: not accepted, a login session only (a key answers 403 with envelope code 40301).
         */
        get: operations["getTopupStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collection-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CSV (UTF-8 or GBK) or XLSX file as multipart/form-data (one part `file`, at most 5 MB and 10,000 rows): every row is checked and a preview kept; nothing is created yet. The same file answers the same import.
         * @description Permission: `collection.manage` (the caller’s role must hold it; a missing one answers 403 with envelope code 40301). Takes a login session, or an API key with the `orders` scope (a missing one answers 403 with envelope code 40301).
         */
        post: operations["uploadCollectionImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "receipt_order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.created` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.unpaid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.unpaid` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderUnpaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.confirming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.confirming` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderConfirmingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.partially_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.partially_paid` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderPartiallyPaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.paid` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderPaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.completed` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.expired` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderExpiredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.exception": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.exception` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderExceptionEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.exception_resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.exception_resolved` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderExceptionResolvedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.cancelled` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderCancelledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.closed` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderClosedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.refund_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.refund_requested` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderRefundRequestedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.refunded` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderRefundedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "receipt_order.accounting_exception": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `receipt_order.accounting_exception` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onReceiptOrderAccountingExceptionEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.created` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.unpaid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.unpaid` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferUnpaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.confirming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.confirming` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferConfirmingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.partially_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.partially_paid` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferPartiallyPaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.paid` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferPaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.completed` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.expired` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferExpiredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.exception": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.exception` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferExceptionEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.exception_resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.exception_resolved` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferExceptionResolvedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.cancelled` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferCancelledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.closed` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferClosedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.refund_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.refund_requested` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferRefundRequestedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.refunded` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferRefundedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collection_transfer.accounting_exception": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `collection_transfer.accounting_exception` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onCollectionTransferAccountingExceptionEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `payout.created` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onPayoutCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `payout.processing` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onPayoutProcessingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.confirming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `payout.confirming` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onPayoutConfirmingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `payout.completed` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onPayoutCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `payout.failed` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onPayoutFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `payout.rejected` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onPayoutRejectedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "topup.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `topup.created` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onTopupCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "topup.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `topup.approved` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onTopupApprovedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "topup.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `topup.rejected` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onTopupRejectedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "kyb_submission.pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `kyb_submission.pending` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onKybSubmissionPendingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "kyb_submission.verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `kyb_submission.verified` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onKybSubmissionVerifiedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "kyb_submission.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `kyb_submission.failed` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onKybSubmissionFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `webhook.test` event, posted to each endpoint subscribed to it
         * @description Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): `webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs (0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; anything else is retried with growing pauses for 3 days.
         */
        post: operations["onWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ApiKey: {
            id: string;
            /** @description Public: mck_ and 20 letters or digits */
            key_id: string;
            name: string;
            scopes: ("read" | "orders" | "payouts" | "webhooks")[];
            /** @description Empty: any address */
            ip_allow: string[];
            /** @enum {string} */
            status: "active" | "revoked";
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description Updated at most once a minute */
            last_used_at: string | null;
            rotated_at: string | null;
            revoked_at: string | null;
        };
        ApiKeyPage: {
            items: components["schemas"]["ApiKey"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        ApiKeyWithSecret: {
            id: string;
            /** @description Public: mck_ and 20 letters or digits */
            key_id: string;
            name: string;
            scopes: ("read" | "orders" | "payouts" | "webhooks")[];
            /** @description Empty: any address */
            ip_allow: string[];
            /** @enum {string} */
            status: "active" | "revoked";
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description Updated at most once a minute */
            last_used_at: string | null;
            rotated_at: string | null;
            revoked_at: string | null;
            /** @description Shown only now; only its SHA-256 is kept */
            secret: string;
            /** @description What a call sends: Authorization: Bearer <token> (key_id.secret) */
            token: string;
        };
        AssetBalance: {
            asset: string;
            decimals: number;
            /** @description Decimal string with the asset's decimals */
            available: string;
            /** @description Decimal string with the asset's decimals */
            frozen: string;
            /** @description Decimal string with the asset's decimals */
            settlement: string;
            /** @description Decimal string with the asset's decimals */
            deposit: string;
            /** @description Decimal string with the asset's decimals */
            total: string;
        };
        AuditEntry: {
            id: string;
            operator_id: string | null;
            /** @description Null for command-line actions and unknown accounts */
            operator_email: string | null;
            /** @enum {string} */
            action: "login" | "login_failed" | "logout" | "merchant_disabled" | "merchant_enabled" | "order_accepted" | "order_refund_requested" | "order_closed" | "reorg_reconciled" | "late_payment_credited" | "late_payment_refund_requested" | "unclaimed_released" | "unclaimed_refund_requested" | "kyb_file_viewed" | "kyb_approved" | "kyb_rejected" | "operator_created" | "operator_disabled" | "operator_enabled" | "operator_totp_reset" | "payout_approved" | "payout_rejected" | "payout_settings_changed" | "topup_statement_viewed" | "topup_approved" | "topup_rejected" | "fiat_currency_changed" | "bank_transfer_completed" | "bank_transfer_failed";
            target_type: string | null;
            target_id: string | null;
            detail: {
                [key: string]: string | number | boolean | null;
            };
            ip: string | null;
            /** @description ISO 8601 date-time */
            created_at: string;
        };
        AuditEntryPage: {
            items: components["schemas"]["AuditEntry"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        Balances: {
            assets: components["schemas"]["AssetBalance"][];
        };
        BankAccount: {
            id: string;
            account_name: string;
            bank_name: string;
            /** @description Last four characters only */
            account_number_masked: string;
            swift_code: string;
            city: string;
            province: string;
            postcode: string;
            country: string;
            currency: string;
            /** @enum {string} */
            account_type: "personal" | "company";
            is_default: boolean;
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description ISO 8601 date-time */
            updated_at: string;
        };
        BankAccountDetail: {
            id: string;
            account_name: string;
            bank_name: string;
            /** @description Last four characters only */
            account_number_masked: string;
            swift_code: string;
            city: string;
            province: string;
            postcode: string;
            country: string;
            currency: string;
            /** @enum {string} */
            account_type: "personal" | "company";
            is_default: boolean;
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description ISO 8601 date-time */
            updated_at: string;
            account_number: string;
        };
        BankAccountPage: {
            items: components["schemas"]["BankAccount"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        ChainNetworkStatus: {
            /** @description Network code of the catalogue, e.g. TRC20 */
            code: string;
            name: string;
            /**
             * @description simulated (in the database) or evm (a node over JSON-RPC)
             * @enum {string}
             */
            rail: "simulated" | "evm";
            /** @description Whether the network's node answers */
            ok: boolean;
            /** @description When the node last answered */
            last_ok_at: string | null;
            /** @description Since when the node has been failing (null while it answers) */
            failing_since: string | null;
            /** @description The node's last error, first line */
            last_error: string | null;
            /** @description Height of the newest block (decimal); null when the node did not answer */
            head: string | null;
            confirmations_required: number;
            /** @description Blocks the deposit watcher has yet to read (EVM only; null when unknown) */
            scan_lag: number | null;
            /** @description Deposits seen and waiting for their confirmations */
            confirming: {
                count: number;
                oldest_seen_at: string | null;
            };
            /** @description Outgoing transfers queued or broadcast, not yet confirmed */
            sends_waiting: {
                count: number;
                oldest_created_at: string | null;
            };
            /** @description Each JSON-RPC node of the network (none for a simulated one) */
            nodes: components["schemas"]["ChainNode"][];
        };
        ChainNetworkStatusList: {
            items: components["schemas"]["ChainNetworkStatus"][];
            /** @description ISO 8601 date-time */
            checked_at: string;
        };
        ChainNode: {
            /** @description Its place in the settings and its host (never the address's path or query, where a provider's key sits) */
            label: string;
            /**
             * @description in_use: requests go to it; standby: asked when the one in use fails; failing: not answering; set_aside: asked nothing
             * @enum {string}
             */
            state: "in_use" | "standby" | "failing" | "set_aside";
            /** @description Why it is set aside: it serves another chain, or its head is too far behind the others */
            reason: ("chain_id" | "lagging") | null;
            /** @description The chain id it last answered */
            chain_id: number | null;
            /** @description The newest block it last answered (decimal) */
            head: string | null;
            /** @description Blocks behind the highest head of the nodes in use */
            lag: number;
            last_ok_at: string | null;
            failing_since: string | null;
            last_error: string | null;
        };
        CollectionAccount: {
            id: string;
            customer_name: string;
            customer_ref: string;
            email: string;
            /** @enum {string} */
            asset: "USDT" | "USDC";
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            address: string;
            expected_amount: string | null;
            remark: string | null;
            /** @enum {string} */
            status: "active" | "disabled";
            /** @description The public /batch/transfer page of the account */
            payment_url: string;
            this_month: {
                /** @description YYYY-MM in the merchant’s time zone */
                month: string;
                /** @description Transfers seen this month (the second and later are exceptions) */
                deposits: number;
                /** @description What arrived this month */
                amount: string;
            };
            /** @description Everything credited to the merchant from this account */
            total_received: string;
            deposit_count: number;
            last_deposit_at: string | null;
            /** @description ISO 8601 date-time */
            created_at: string;
        };
        CollectionAccountPage: {
            items: components["schemas"]["CollectionAccount"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        CollectionImport: {
            id: string;
            file_name: string;
            /** @enum {string} */
            format: "csv" | "xlsx";
            /** @description A CSV’s detected encoding (utf-8 or gbk) */
            encoding: string | null;
            /** @enum {string} */
            status: "previewed" | "committed";
            rows_total: number;
            rows_valid: number;
            /** @description Valid rows whose reference already exists with the same facts */
            rows_existing: number;
            /** @description Every problem, by row; at most 1,000 listed */
            errors: {
                row: number;
                column: ("customer_name" | "customer_ref" | "email" | "asset" | "network" | "expected_amount" | "remark") | null;
                /** @description A message key */
                code: string;
                params: {
                    [key: string]: string | number;
                };
                /** @description The message in the caller’s language */
                message: string;
            }[];
            errors_total: number;
            /** @description Accounts created when committed */
            created: number;
            /** @description ISO 8601 date-time */
            created_at: string;
            committed_at: string | null;
        };
        CollectionTransferAccountingExceptionEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.accounting_exception";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferCancelledEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.cancelled";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferClosedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.closed";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferCompletedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.completed";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferConfirmingEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.confirming";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferCreatedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.created";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferExceptionEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.exception";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferExceptionResolvedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.exception_resolved";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferExpiredEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.expired";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferPaidEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.paid";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferPartiallyPaidEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.partially_paid";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferRefundedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.refunded";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferRefundRequestedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.refund_requested";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        CollectionTransferUnpaidEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "collection_transfer.unpaid";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        Currencies: {
            items: {
                code: string;
                name: string;
                decimals: number;
            }[];
        };
        Error: {
            code: number;
            message: string;
            data: null;
            errors?: components["schemas"]["FieldError"][];
            /** @enum {string} */
            reason?: "totp_required" | "kyb_required" | "authenticator_required" | "payment_password_required" | "permission_denied";
        };
        Event: components["schemas"]["ReceiptOrderCreatedEvent"] | components["schemas"]["ReceiptOrderUnpaidEvent"] | components["schemas"]["ReceiptOrderConfirmingEvent"] | components["schemas"]["ReceiptOrderPartiallyPaidEvent"] | components["schemas"]["ReceiptOrderPaidEvent"] | components["schemas"]["ReceiptOrderCompletedEvent"] | components["schemas"]["ReceiptOrderExpiredEvent"] | components["schemas"]["ReceiptOrderExceptionEvent"] | components["schemas"]["ReceiptOrderExceptionResolvedEvent"] | components["schemas"]["ReceiptOrderCancelledEvent"] | components["schemas"]["ReceiptOrderClosedEvent"] | components["schemas"]["ReceiptOrderRefundRequestedEvent"] | components["schemas"]["ReceiptOrderRefundedEvent"] | components["schemas"]["ReceiptOrderAccountingExceptionEvent"] | components["schemas"]["CollectionTransferCreatedEvent"] | components["schemas"]["CollectionTransferUnpaidEvent"] | components["schemas"]["CollectionTransferConfirmingEvent"] | components["schemas"]["CollectionTransferPartiallyPaidEvent"] | components["schemas"]["CollectionTransferPaidEvent"] | components["schemas"]["CollectionTransferCompletedEvent"] | components["schemas"]["CollectionTransferExpiredEvent"] | components["schemas"]["CollectionTransferExceptionEvent"] | components["schemas"]["CollectionTransferExceptionResolvedEvent"] | components["schemas"]["CollectionTransferCancelledEvent"] | components["schemas"]["CollectionTransferClosedEvent"] | components["schemas"]["CollectionTransferRefundRequestedEvent"] | components["schemas"]["CollectionTransferRefundedEvent"] | components["schemas"]["CollectionTransferAccountingExceptionEvent"] | components["schemas"]["PayoutCreatedEvent"] | components["schemas"]["PayoutProcessingEvent"] | components["schemas"]["PayoutConfirmingEvent"] | components["schemas"]["PayoutCompletedEvent"] | components["schemas"]["PayoutFailedEvent"] | components["schemas"]["PayoutRejectedEvent"] | components["schemas"]["TopupCreatedEvent"] | components["schemas"]["TopupApprovedEvent"] | components["schemas"]["TopupRejectedEvent"] | components["schemas"]["KybSubmissionPendingEvent"] | components["schemas"]["KybSubmissionVerifiedEvent"] | components["schemas"]["KybSubmissionFailedEvent"] | components["schemas"]["WebhookTestEvent"];
        EventPage: {
            items: components["schemas"]["Event"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        FiatQuote: {
            id: string;
            /** @enum {string} */
            direction: "to_fiat" | "to_crypto";
            /** @enum {string} */
            asset: "USDT" | "USDC";
            /** @description Debited from the available balance: crypto (to_fiat) or fiat (to_crypto) */
            amount: string;
            currency: string;
            /** @description Market rate of the rates source, 1 of what is debited in what arrives */
            mid_rate: string;
            spread_bps: number;
            /** @description Rate applied: the market rate less the spread */
            rate: string;
            /** @description Service fee in what is debited, rounded up */
            fee: string;
            /** @description The fiat side: what arrives (to_fiat) or what is debited (to_crypto) */
            fiat_amount: string;
            /** @description What arrives, rounded down: fiat (to_fiat) or crypto (to_crypto) */
            arrives: string;
            /** @description Confirming needs a code from the authenticator */
            totp_required: boolean;
            /** @description The withdrawal will wait for an operator */
            approval_required: boolean;
            /** @description ISO 8601 date-time */
            expires_at: string;
            /** @description ISO 8601 date-time */
            created_at: string;
        };
        FieldError: {
            field: string;
            message: string;
        };
        FileLink: {
            /** @description Same-origin address of the document, valid until expires_at (for <img> and <iframe>) */
            url: string;
            /** @description ISO 8601 date-time */
            expires_at: string;
        };
        HistoryDetail: {
            id: string;
            /** @description The journal entry that booked this movement */
            entry_id: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @enum {string} */
            type: "received" | "order_settled" | "exception_accepted" | "late_payment_credited" | "unclaimed_released" | "remittance" | "fiat_withdrawal" | "bank_transfer" | "fiat_conversion" | "fiat_topup";
            /** @description The ledger entry kind (payout_held, payout_released, order_settled…) */
            kind: string;
            /**
             * @description in: net is positive; out: net is negative
             * @enum {string}
             */
            direction: "in" | "out";
            asset: string;
            network: string | null;
            /**
             * @description The balance this row moved: available, settlement (received, not yet settled) or frozen (held for a payout)
             * @enum {string}
             */
            balance: "available" | "settlement" | "frozen";
            /** @description Signed, before the fee: what was received (positive) or what left to the other side (negative); amount − fee = net */
            amount: string;
            /** @description The fee of the movement (zero or positive), stated on one of its rows */
            fee: string;
            /** @description Signed: the balance's change (positive adds to it, negative takes from it) */
            net: string;
            /** @description The balance this row moved, after the movement */
            balance_after: string;
            /**
             * @description The business object's status now
             * @enum {string}
             */
            status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception" | "pending_approval" | "processing" | "failed" | "rejected" | "submitted" | "approved";
            /** @description The merchant order number */
            order_no: string | null;
            /** @description Address, bank account or payee */
            counterparty: string | null;
            tx_hash: string | null;
            /** @description The merchant's own remark (a payout's remark, an order's description) */
            remark: string | null;
            /** @description receipt_order, payout… */
            ref_type: string;
            ref_id: string;
            memo: string;
            postings: {
                /** @description A bucket of the merchant (available, frozen…) or a platform account */
                account: string;
                /** @enum {string} */
                owner: "merchant" | "platform";
                asset: string;
                /** @description Decimal string with the asset's decimals */
                amount: string;
                /** @description The account's balance after the posting (the merchant's own accounts only) */
                balance_after: string | null;
            }[];
        };
        HistoryRow: {
            id: string;
            /** @description The journal entry that booked this movement */
            entry_id: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @enum {string} */
            type: "received" | "order_settled" | "exception_accepted" | "late_payment_credited" | "unclaimed_released" | "remittance" | "fiat_withdrawal" | "bank_transfer" | "fiat_conversion" | "fiat_topup";
            /** @description The ledger entry kind (payout_held, payout_released, order_settled…) */
            kind: string;
            /**
             * @description in: net is positive; out: net is negative
             * @enum {string}
             */
            direction: "in" | "out";
            asset: string;
            network: string | null;
            /**
             * @description The balance this row moved: available, settlement (received, not yet settled) or frozen (held for a payout)
             * @enum {string}
             */
            balance: "available" | "settlement" | "frozen";
            /** @description Signed, before the fee: what was received (positive) or what left to the other side (negative); amount − fee = net */
            amount: string;
            /** @description The fee of the movement (zero or positive), stated on one of its rows */
            fee: string;
            /** @description Signed: the balance's change (positive adds to it, negative takes from it) */
            net: string;
            /** @description The balance this row moved, after the movement */
            balance_after: string;
            /**
             * @description The business object's status now
             * @enum {string}
             */
            status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception" | "pending_approval" | "processing" | "failed" | "rejected" | "submitted" | "approved";
            /** @description The merchant order number */
            order_no: string | null;
            /** @description Address, bank account or payee */
            counterparty: string | null;
            tx_hash: string | null;
            /** @description The merchant's own remark (a payout's remark, an order's description) */
            remark: string | null;
            /** @description receipt_order, payout… */
            ref_type: string;
            ref_id: string;
        };
        HistoryRowPage: {
            items: components["schemas"]["HistoryRow"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        Invitation: {
            merchant_name: string;
            email: string;
            role: string;
            role_name: string | null;
            requires_authenticator: boolean;
            /** @description ISO 8601 date-time */
            expires_at: string;
        };
        KybState: {
            /** @enum {string} */
            kyb_status: "not_submitted" | "pending" | "verified" | "failed";
            /** @description False while pending review or once verified */
            editable: boolean;
            draft: components["schemas"]["KybSubmissionDetail"] | null;
            /** @description The newest submission that is not a draft */
            last: components["schemas"]["KybSubmissionDetail"] | null;
            limits: {
                max_files: number;
                max_total_bytes: number;
                /** @description Accepted file name extensions */
                accepted: string[];
            };
        };
        KybSubmission: {
            id: string;
            merchant_id: string;
            merchant_name: string;
            /** @enum {string} */
            status: "draft" | "pending" | "verified" | "failed";
            company_name: string;
            registration_number: string;
            file_count: number;
            /** @description ISO 8601 date-time */
            created_at: string;
            submitted_at: string | null;
            reviewed_at: string | null;
            /** @description The operator's reason when verification failed */
            reject_reason: string | null;
        };
        KybSubmissionDetail: {
            id: string;
            merchant_id: string;
            merchant_name: string;
            /** @enum {string} */
            status: "draft" | "pending" | "verified" | "failed";
            company_name: string;
            registration_number: string;
            file_count: number;
            /** @description ISO 8601 date-time */
            created_at: string;
            submitted_at: string | null;
            reviewed_at: string | null;
            /** @description The operator's reason when verification failed */
            reject_reason: string | null;
            form: {
                /** @default  */
                company_name: string;
                /** @default null */
                entity_type: ("limited_company" | "joint_stock_company" | "sole_proprietorship" | "partnership" | "branch_office" | "other") | null;
                /** @default  */
                registration_number: string;
                /**
                 * @description YYYY-MM-DD, not in the future
                 * @default
                 */
                registration_date: string;
                /** @default  */
                address: string;
                /** @default  */
                business_scope: string;
                /** @default null */
                industry: ("ecommerce" | "retail" | "software" | "trading" | "logistics" | "travel" | "education" | "gaming" | "financial_services" | "other") | null;
                /** @default  */
                website: string;
                /** @default null */
                source_of_funds: ("business_revenue" | "shareholder_capital" | "investment" | "loans" | "other") | null;
                /** @default  */
                legal_rep_name: string;
                /** @default  */
                legal_rep_email: string;
                /** @default  */
                legal_rep_phone: string;
                /** @default null */
                legal_rep_id_type: ("id_card" | "passport" | "residence_permit" | "other") | null;
                /** @default  */
                legal_rep_id_number: string;
            };
            files: {
                id: string;
                /** @enum {string} */
                kind: "legal_id_photo" | "business_licence_photo" | "other_documents";
                /** @description The uploaded file name, sanitised; display text only */
                display_name: string;
                /**
                 * @description Detected from the content
                 * @enum {string}
                 */
                mime: "application/pdf" | "image/jpeg" | "image/png" | "image/bmp";
                size: number;
                /** @description ISO 8601 date-time */
                created_at: string;
            }[];
            total_bytes: number;
            /** @description ISO 8601 date-time */
            updated_at: string;
            /** @description Operator id (operators only; null for merchants) */
            reviewed_by: string | null;
        };
        KybSubmissionFailedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "kyb_submission.failed";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["KybSubmission"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        KybSubmissionPage: {
            items: components["schemas"]["KybSubmission"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        KybSubmissionPendingEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "kyb_submission.pending";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["KybSubmission"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        KybSubmissionVerifiedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "kyb_submission.verified";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["KybSubmission"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        LatePayment: {
            id: string;
            order_id: string;
            merchant_order_no: string;
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            asset: string;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description The receive fee kept when it was credited */
            fee_amount: string;
            /** @enum {string} */
            status: "open" | "credited" | "refund_requested" | "refunded";
            resolved_by: ("merchant" | "operator") | null;
            tx_hash: string;
            from_address: string;
            refund_address: string | null;
            refund_tx_hash: string | null;
            /** @description ISO 8601 date-time */
            created_at: string;
            resolved_at: string | null;
            /** @description What may be done with it now */
            actions: ("credit" | "refund")[];
        };
        LatePaymentPage: {
            items: components["schemas"]["LatePayment"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        MerchantInfo: {
            merchant_id: string;
            user_id: string;
            user_name: string | null;
            /** @description The user’s role: a built-in role or a key of the merchant’s own role */
            role: string;
            /** @description What the role allows; the console shows only these */
            permissions: ("account.own" | "overview.read" | "orders.read" | "orders.create" | "orders.refund" | "collection.read" | "collection.manage" | "payouts.read" | "payouts.create" | "conversions.create" | "fiat.read" | "fiat.topup" | "history.read" | "history.export" | "kyb.read" | "kyb.submit" | "settings.read" | "settings.merchant.write" | "settings.bank_accounts.write" | "settings.payees.write" | "api_keys.manage" | "webhooks.manage" | "team.read" | "team.manage" | "team.owners")[];
            /** @description The role requires an authenticator bound */
            requires_authenticator: boolean;
            merchant_name: string;
            /** @enum {string} */
            merchant_type: "enterprise" | "individual";
            email: string;
            /** @enum {string} */
            status: "normal" | "disabled";
            totp_enabled: boolean;
            /** @enum {string} */
            kyb_status: "not_submitted" | "pending" | "verified" | "failed";
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description The merchant’s time zone (IANA name): its days and months are cut in it */
            timezone: string;
        };
        MerchantSettings: {
            /** @description IANA name, e.g. Asia/Shanghai (the default) */
            timezone: string;
        };
        Networks: {
            networks: {
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                code: string;
                name: string;
                confirmations: number;
                assets: {
                    /** @enum {string} */
                    asset: "USDT" | "USDC";
                    /** @description Decimal string with the asset's decimals */
                    min_amount: string;
                    /** @description Decimal string with the asset's decimals */
                    network_fee: string;
                }[];
            }[];
            kyb_order_limit_usd: string;
        };
        Ok: {
            /** @constant */
            ok: true;
        };
        Operator: {
            operator_id: string;
            email: string;
            /** @enum {string} */
            status: "active" | "disabled";
            /** @description ISO 8601 date-time */
            created_at: string;
            last_login_at: string | null;
        };
        OpsExceptionItem: {
            id: string;
            merchant_order_no: string;
            /** @enum {string} */
            asset: "USDT" | "USDC";
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description Decimal string with the asset's decimals */
            received_amount: string;
            /** @description Decimal string with the asset's decimals */
            pending_amount: string;
            /** @description Decimal string with the asset's decimals */
            due_amount: string;
            /** @description Decimal string with the asset's decimals */
            fee_amount: string;
            /** @enum {string} */
            status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception";
            exception_reason: ("underpaid" | "overpaid" | "late_payment" | "wrong_asset" | "repeat_in_month" | "account_disabled") | null;
            deposit_address: string;
            payment_url: string;
            description: string;
            payer_email: string | null;
            /** @description ISO 8601 date-time */
            expires_at: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            paid_at: string | null;
            completed_at: string | null;
            refund_address: string | null;
            refund_tx_hash: string | null;
            /** @description The collection account whose transfer this order is (kind collection), or null */
            collection_account_id: string | null;
            merchant_id: string;
            merchant_name: string;
            merchant_email: string;
            /** @description A confirmed transfer of the order was taken back by a chain reorganisation: to reconcile */
            reorged_after_confirmation: boolean;
        };
        OpsExceptionItemPage: {
            items: components["schemas"]["OpsExceptionItem"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        OpsLatePayment: {
            id: string;
            order_id: string;
            merchant_order_no: string;
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            asset: string;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description The receive fee kept when it was credited */
            fee_amount: string;
            /** @enum {string} */
            status: "open" | "credited" | "refund_requested" | "refunded";
            resolved_by: ("merchant" | "operator") | null;
            tx_hash: string;
            from_address: string;
            refund_address: string | null;
            refund_tx_hash: string | null;
            /** @description ISO 8601 date-time */
            created_at: string;
            resolved_at: string | null;
            /** @description What may be done with it now */
            actions: ("credit" | "refund")[];
            merchant_id: string;
            merchant_name: string;
            merchant_email: string;
        };
        OpsLatePaymentPage: {
            items: components["schemas"]["OpsLatePayment"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        OpsMerchant: {
            merchant_id: string;
            merchant_name: string;
            /** @enum {string} */
            merchant_type: "enterprise" | "individual";
            email: string;
            /** @enum {string} */
            status: "normal" | "disabled";
            /** @enum {string} */
            kyb_status: "not_submitted" | "pending" | "verified" | "failed";
            totp_enabled: boolean;
            /** @description ISO 8601 date-time */
            created_at: string;
        };
        OpsMerchantPage: {
            items: components["schemas"]["OpsMerchant"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        OpsOrderDetail: {
            id: string;
            merchant_order_no: string;
            /** @enum {string} */
            asset: "USDT" | "USDC";
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description Decimal string with the asset's decimals */
            received_amount: string;
            /** @description Decimal string with the asset's decimals */
            pending_amount: string;
            /** @description Decimal string with the asset's decimals */
            due_amount: string;
            /** @description Decimal string with the asset's decimals */
            fee_amount: string;
            /** @enum {string} */
            status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception";
            exception_reason: ("underpaid" | "overpaid" | "late_payment" | "wrong_asset" | "repeat_in_month" | "account_disabled") | null;
            deposit_address: string;
            payment_url: string;
            description: string;
            payer_email: string | null;
            /** @description ISO 8601 date-time */
            expires_at: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            paid_at: string | null;
            completed_at: string | null;
            refund_address: string | null;
            refund_tx_hash: string | null;
            /** @description The collection account whose transfer this order is (kind collection), or null */
            collection_account_id: string | null;
            payments: {
                tx_hash: string;
                from_address: string;
                asset: string;
                /** @description Decimal string with the asset's decimals */
                amount: string;
                confirmations: number;
                confirmations_required: number;
                /** @enum {string} */
                status: "confirming" | "confirmed" | "held";
                on_time: boolean;
                /** @description ISO 8601 date-time */
                seen_at: string;
                confirmed_at: string | null;
            }[];
            timeline: {
                status: string;
                /**
                 * @description What happened, to be shown in the reader’s language
                 * @enum {string}
                 */
                code: "created" | "transfer_seen" | "transfer_confirmed" | "transfer_reorged" | "transfer_reorged_after_confirmation" | "reorg_reconciled_by_platform" | "wrong_asset" | "held_for_review" | "expired_unpaid" | "expired_partially_paid" | "settled" | "cancelled_by_merchant" | "accepted_by_merchant" | "accepted_by_platform" | "refund_requested" | "refund_requested_by_platform" | "refund_confirmed" | "refund_failed" | "closed_by_platform" | "late_payment_received" | "late_payment_credited" | "late_payment_refund_requested" | "late_payment_refunded" | "late_payment_refund_failed" | "unclaimed_released" | "unclaimed_refund_requested" | "unclaimed_refunded" | "unclaimed_refund_failed" | "collection_transfer" | "repeat_in_month" | "account_disabled" | "note";
                /** @description Parameters of the code: amount (decimal string), asset, tx_hash, address, reason, by… */
                params: {
                    [key: string]: string;
                };
                /** @description The same in English, for readers that do not know the codes (deprecated) */
                note: string;
                /** @description ISO 8601 date-time */
                at: string;
            }[];
            /** @description Money that arrived after the order was decided, each resolved on its own (oldest first) */
            late_payments: components["schemas"]["LatePayment"][];
            /** @description The user who created the order; null when it was created with an API key */
            created_by?: {
                id: string;
                name: string | null;
                /** @description Null only in the answer that created the record (read it again for it) */
                email: string | null;
            } | null;
            merchant_id: string;
            merchant_name: string;
            merchant_email: string;
            held_funds: {
                asset: string;
                /** @description Decimal string with the asset's decimals */
                amount: string;
            }[];
            unclaimed_funds: {
                asset: string;
                /** @description Decimal string with the asset's decimals */
                amount: string;
            }[];
            /** @description What an operator may do with the order now */
            actions: ("accept" | "refund" | "close" | "release" | "refund_unclaimed" | "reconcile_reorg")[];
        };
        OpsPayout: {
            id: string;
            /** @enum {string} */
            kind: "remittance" | "fiat_withdrawal" | "bank_transfer" | "fiat_conversion";
            /** @enum {string} */
            status: "pending_approval" | "processing" | "confirming" | "completed" | "failed" | "rejected";
            /**
             * @description What leaves the available balance (USD for a bank transfer or a conversion to crypto)
             * @enum {string}
             */
            asset: "USDT" | "USDC" | "USD" | "EUR" | "HKD";
            network: string | null;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description Decimal string with the asset's decimals */
            fee: string;
            /** @description Debited from the available balance */
            total: string;
            address: string | null;
            payee_name: string | null;
            new_address: boolean;
            remark: string;
            tx_hash: string | null;
            /** @description What a conversion credits: the fiat currency of a withdrawal, the crypto asset of a conversion to crypto */
            fiat_currency: ("USDT" | "USDC" | "USD" | "EUR" | "HKD") | null;
            /** @description What a conversion credits, in that currency or asset */
            fiat_amount: string | null;
            /** @description The account a bank transfer pays */
            bank_account: {
                id: string | null;
                account_name: string;
                bank_name: string;
                account_number: string;
                swift_code: string;
                country: string;
            } | null;
            rate: string | null;
            failure_reason: string | null;
            /** @description Present when the payout needed an operator */
            approval: {
                decision: ("approved" | "rejected") | null;
                operator_email: string | null;
                decided_at: string | null;
                reason: string | null;
            } | null;
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description ISO 8601 date-time */
            updated_at: string;
            completed_at: string | null;
            /** @description The user who made the payout; null when it was made with an API key */
            created_by?: {
                id: string;
                name: string | null;
                /** @description Null only in the answer that created the record (read it again for it) */
                email: string | null;
            } | null;
            merchant_id: string;
            merchant_name: string;
        };
        OpsPayoutPage: {
            items: components["schemas"]["OpsPayout"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        OpsTopup: {
            id: string;
            reference: string;
            currency: string;
            /** @description What the merchant says it paid */
            amount: string;
            /** @description What the operator found arrived (approved only) */
            amount_received: string | null;
            fee: string | null;
            /** @description Added to the available balance: received less the fee */
            credited: string | null;
            value_date: string;
            bank_account: {
                id: string;
                bank_name: string;
                account_name: string;
                account_number_masked: string;
            };
            statement: {
                name: string;
                /** @description Detected from the content */
                mime: string;
                size: number;
            };
            /** @enum {string} */
            status: "submitted" | "approved" | "rejected";
            /** @description Why an operator rejected it */
            reason: string | null;
            /** @description ISO 8601 date-time */
            created_at: string;
            decided_at: string | null;
            merchant_id: string;
            merchant_name: string;
            /** @description received − claimed (approved only) */
            difference: string | null;
            /** @description The deciding operator’s email */
            decided_by: string | null;
        };
        OpsTopupPage: {
            items: components["schemas"]["OpsTopup"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        Order: {
            id: string;
            merchant_order_no: string;
            /** @enum {string} */
            asset: "USDT" | "USDC";
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description Decimal string with the asset's decimals */
            received_amount: string;
            /** @description Decimal string with the asset's decimals */
            pending_amount: string;
            /** @description Decimal string with the asset's decimals */
            due_amount: string;
            /** @description Decimal string with the asset's decimals */
            fee_amount: string;
            /** @enum {string} */
            status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception";
            exception_reason: ("underpaid" | "overpaid" | "late_payment" | "wrong_asset" | "repeat_in_month" | "account_disabled") | null;
            deposit_address: string;
            payment_url: string;
            description: string;
            payer_email: string | null;
            /** @description ISO 8601 date-time */
            expires_at: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            paid_at: string | null;
            completed_at: string | null;
            refund_address: string | null;
            refund_tx_hash: string | null;
            /** @description The collection account whose transfer this order is (kind collection), or null */
            collection_account_id: string | null;
        };
        OrderDetail: {
            id: string;
            merchant_order_no: string;
            /** @enum {string} */
            asset: "USDT" | "USDC";
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description Decimal string with the asset's decimals */
            received_amount: string;
            /** @description Decimal string with the asset's decimals */
            pending_amount: string;
            /** @description Decimal string with the asset's decimals */
            due_amount: string;
            /** @description Decimal string with the asset's decimals */
            fee_amount: string;
            /** @enum {string} */
            status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception";
            exception_reason: ("underpaid" | "overpaid" | "late_payment" | "wrong_asset" | "repeat_in_month" | "account_disabled") | null;
            deposit_address: string;
            payment_url: string;
            description: string;
            payer_email: string | null;
            /** @description ISO 8601 date-time */
            expires_at: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            paid_at: string | null;
            completed_at: string | null;
            refund_address: string | null;
            refund_tx_hash: string | null;
            /** @description The collection account whose transfer this order is (kind collection), or null */
            collection_account_id: string | null;
            payments: {
                tx_hash: string;
                from_address: string;
                asset: string;
                /** @description Decimal string with the asset's decimals */
                amount: string;
                confirmations: number;
                confirmations_required: number;
                /** @enum {string} */
                status: "confirming" | "confirmed" | "held";
                on_time: boolean;
                /** @description ISO 8601 date-time */
                seen_at: string;
                confirmed_at: string | null;
            }[];
            timeline: {
                status: string;
                /**
                 * @description What happened, to be shown in the reader’s language
                 * @enum {string}
                 */
                code: "created" | "transfer_seen" | "transfer_confirmed" | "transfer_reorged" | "transfer_reorged_after_confirmation" | "reorg_reconciled_by_platform" | "wrong_asset" | "held_for_review" | "expired_unpaid" | "expired_partially_paid" | "settled" | "cancelled_by_merchant" | "accepted_by_merchant" | "accepted_by_platform" | "refund_requested" | "refund_requested_by_platform" | "refund_confirmed" | "refund_failed" | "closed_by_platform" | "late_payment_received" | "late_payment_credited" | "late_payment_refund_requested" | "late_payment_refunded" | "late_payment_refund_failed" | "unclaimed_released" | "unclaimed_refund_requested" | "unclaimed_refunded" | "unclaimed_refund_failed" | "collection_transfer" | "repeat_in_month" | "account_disabled" | "note";
                /** @description Parameters of the code: amount (decimal string), asset, tx_hash, address, reason, by… */
                params: {
                    [key: string]: string;
                };
                /** @description The same in English, for readers that do not know the codes (deprecated) */
                note: string;
                /** @description ISO 8601 date-time */
                at: string;
            }[];
            /** @description Money that arrived after the order was decided, each resolved on its own (oldest first) */
            late_payments: components["schemas"]["LatePayment"][];
            /** @description The user who created the order; null when it was created with an API key */
            created_by?: {
                id: string;
                name: string | null;
                /** @description Null only in the answer that created the record (read it again for it) */
                email: string | null;
            } | null;
        };
        OrderPage: {
            items: components["schemas"]["Order"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        Overview: {
            balances: components["schemas"]["AssetBalance"][];
            /** @description The fiat account: every enabled currency and any held */
            fiat_balances: components["schemas"]["AssetBalance"][];
            /** @description The merchant’s time zone: the days of daily_volume are its days */
            timezone: string;
            /** @description Received per day of the last 30 (the merchant’s days, today included) */
            daily_volume: {
                day: string;
                asset: string;
                /** @description Decimal string with the asset's decimals */
                amount: string;
            }[];
            status_counts: {
                /** @enum {string} */
                status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception";
                count: number;
            }[];
            todos: {
                /** @enum {string} */
                key: "bind_authenticator" | "complete_kyb";
                done: boolean;
            }[];
        };
        Payee: {
            id: string;
            name: string;
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            asset: ("USDT" | "USDC") | null;
            address: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description ISO 8601 date-time */
            updated_at: string;
        };
        PayeePage: {
            items: components["schemas"]["Payee"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        Payout: {
            id: string;
            /** @enum {string} */
            kind: "remittance" | "fiat_withdrawal" | "bank_transfer" | "fiat_conversion";
            /** @enum {string} */
            status: "pending_approval" | "processing" | "confirming" | "completed" | "failed" | "rejected";
            /**
             * @description What leaves the available balance (USD for a bank transfer or a conversion to crypto)
             * @enum {string}
             */
            asset: "USDT" | "USDC" | "USD" | "EUR" | "HKD";
            network: string | null;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description Decimal string with the asset's decimals */
            fee: string;
            /** @description Debited from the available balance */
            total: string;
            address: string | null;
            payee_name: string | null;
            new_address: boolean;
            remark: string;
            tx_hash: string | null;
            /** @description What a conversion credits: the fiat currency of a withdrawal, the crypto asset of a conversion to crypto */
            fiat_currency: ("USDT" | "USDC" | "USD" | "EUR" | "HKD") | null;
            /** @description What a conversion credits, in that currency or asset */
            fiat_amount: string | null;
            /** @description The account a bank transfer pays */
            bank_account: {
                id: string | null;
                account_name: string;
                bank_name: string;
                account_number: string;
                swift_code: string;
                country: string;
            } | null;
            rate: string | null;
            failure_reason: string | null;
            /** @description Present when the payout needed an operator */
            approval: {
                decision: ("approved" | "rejected") | null;
                operator_email: string | null;
                decided_at: string | null;
                reason: string | null;
            } | null;
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description ISO 8601 date-time */
            updated_at: string;
            completed_at: string | null;
            /** @description The user who made the payout; null when it was made with an API key */
            created_by?: {
                id: string;
                name: string | null;
                /** @description Null only in the answer that created the record (read it again for it) */
                email: string | null;
            } | null;
        };
        PayoutCompletedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "payout.completed";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Payout"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        PayoutConfirmingEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "payout.confirming";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Payout"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        PayoutCreatedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "payout.created";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Payout"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        PayoutFailedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "payout.failed";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Payout"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        PayoutPage: {
            items: components["schemas"]["Payout"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        PayoutProcessingEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "payout.processing";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Payout"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        PayoutRejectedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "payout.rejected";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Payout"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        PayoutSettings: {
            /** @description Payouts worth at least this many USD wait for an operator */
            approval_threshold_usd: string;
            updated_at: string | null;
            updated_by: string | null;
        };
        PublicCollectionAccount: {
            id: string;
            merchant_name: string;
            /** @enum {string} */
            asset: "USDT" | "USDC";
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            address: string;
            /** @description What the QR code holds for a wallet while the account takes transfers: an EIP-681 request of an ERC-20 transfer (token contract, chain id, the address; the amount left to the payer) on an EVM network; null where the network has no such request */
            payment_uri: string | null;
            /** @enum {string} */
            status: "active" | "disabled";
            timezone: string;
            month: string;
            /** @description ISO 8601 date-time */
            server_time: string;
            confirmations_required: number;
            /** @description This month’s transfers, newest first */
            payments: {
                /** @description Decimal string with the asset's decimals */
                amount: string;
                /** @enum {string} */
                status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception";
                tx_hash: string;
                confirmations: number;
                /** @description ISO 8601 date-time */
                seen_at: string;
            }[];
        };
        PublicOrder: {
            id: string;
            merchant_name: string;
            merchant_order_no: string;
            description: string;
            /** @enum {string} */
            asset: "USDT" | "USDC";
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description Decimal string with the asset's decimals */
            received_amount: string;
            /** @description Decimal string with the asset's decimals */
            pending_amount: string;
            /** @description Decimal string with the asset's decimals */
            due_amount: string;
            /** @enum {string} */
            status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception";
            deposit_address: string;
            /** @description What the QR code holds for a wallet while an amount is due: an EIP-681 request of an ERC-20 transfer (token contract, chain id, deposit address, the amount due in base units) on an EVM network; null where the network has no such request (the QR then holds the address alone) */
            payment_uri: string | null;
            /** @description ISO 8601 date-time */
            expires_at: string;
            /** @description ISO 8601 date-time */
            server_time: string;
            confirmations_required: number;
            payments: {
                tx_hash: string;
                from_address: string;
                asset: string;
                /** @description Decimal string with the asset's decimals */
                amount: string;
                confirmations: number;
                confirmations_required: number;
                /** @enum {string} */
                status: "confirming" | "confirmed" | "held";
                on_time: boolean;
                /** @description ISO 8601 date-time */
                seen_at: string;
                confirmed_at: string | null;
            }[];
        };
        ReceiptOrderAccountingExceptionEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.accounting_exception";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderCancelledEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.cancelled";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderClosedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.closed";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderCompletedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.completed";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderConfirmingEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.confirming";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderCreatedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.created";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderExceptionEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.exception";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderExceptionResolvedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.exception_resolved";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderExpiredEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.expired";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderPaidEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.paid";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderPartiallyPaidEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.partially_paid";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderRefundedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.refunded";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderRefundRequestedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.refund_requested";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        ReceiptOrderUnpaidEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "receipt_order.unpaid";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Order"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        RemittancePreview: {
            /** @enum {string} */
            asset: "USDT" | "USDC";
            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
            network: string;
            /** @description Decimal string with the asset's decimals */
            amount: string;
            /** @description Decimal string with the asset's decimals */
            network_fee: string;
            /** @description What leaves the available balance: amount + network fee */
            total: string;
            /** @description Decimal string with the asset's decimals */
            available: string;
            address: string;
            payee_name: string | null;
            /** @description No payout went to this address before */
            new_address: boolean;
            totp_required: boolean;
            approval_required: boolean;
            /** @description Expected arrival, e.g. "10-60 minutes" */
            arrival: string;
        };
        SecurityEvent: {
            id: string;
            kind: string;
            ip: string | null;
            browser: string | null;
            os: string | null;
            detail: {
                [key: string]: string | number | boolean;
            };
            /** @description The user who acted; null for the platform (e.g. a KYB decision) */
            actor: {
                id: string;
                name: string | null;
                /** @description Null only in the answer that created the record (read it again for it) */
                email: string | null;
            } | null;
            /** @description ISO 8601 date-time */
            created_at: string;
        };
        SecurityEventPage: {
            items: components["schemas"]["SecurityEvent"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        SecurityStatus: {
            totp_enabled: boolean;
            /** @description Unused recovery codes of the bound authenticator */
            recovery_codes_remaining: number;
            payment_password_set: boolean;
            /** @description Set while wrong tries lock it */
            payment_password_locked_until: string | null;
        };
        Session: {
            id: string;
            /** @description Browser and major version, from the user agent */
            browser: string | null;
            os: string | null;
            /** @enum {string} */
            device: "desktop" | "mobile" | "tablet" | "bot" | "unknown";
            ip: string | null;
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description ISO 8601 date-time */
            last_seen_at: string;
            /** @description The session of this request */
            current: boolean;
        };
        SessionPage: {
            items: components["schemas"]["Session"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        StatementAlert: {
            id: string;
            merchant_id: string;
            merchant_name: string;
            /** @description A calendar month, YYYY-MM */
            month: string;
            /** @enum {string} */
            status: "open" | "resolved";
            /** @description What does not add up, in one line (English) */
            reason: string;
            problems: components["schemas"]["StatementProblem"][];
            /** @description ISO 8601 date-time */
            first_seen_at: string;
            /** @description ISO 8601 date-time */
            last_seen_at: string;
            /** @description How many statement runs found it */
            runs: number;
            /** @description When a later run reconciled the month and stored its statement */
            resolved_at: string | null;
        };
        StatementAlertPage: {
            items: components["schemas"]["StatementAlert"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        StatementProblem: {
            asset: string;
            /** @enum {string} */
            kind: "balance_after_breaks" | "opening_differs" | "closing_differs";
            /** @description The balance the statement reads from the history (null for balance_after_breaks) */
            statement: string | null;
            /** @description The ledger's available balance (null for balance_after_breaks) */
            ledger: string | null;
        };
        Sweep: {
            id: string;
            /** @description Network code of the catalogue, e.g. ERC20 */
            network: string;
            /** @description The token swept, e.g. USDC */
            asset: string;
            /** @description The deposit address swept */
            address: string;
            /** @description The whole token balance swept, with the asset's decimals */
            amount: string;
            /** @enum {string} */
            status: "funding" | "sending" | "confirmed" | "failed";
            /** @description ETH the gas tank sent the address for its transfer (null: it held enough, or not yet) */
            gas_funded: string | null;
            /** @description The gas tank's transfer to the address */
            funding_tx_hash: string | null;
            /** @description The address's transfer to the hot wallet */
            sweep_tx_hash: string | null;
            /** @description Gas the funding transfer paid, once mined */
            funding_fee: string | null;
            /** @description Gas the sweep paid, once mined (or reverted) */
            sweep_fee: string | null;
            /** @description ISO 8601 date-time */
            created_at: string;
            /** @description ISO 8601 date-time */
            updated_at: string;
            confirmed_at: string | null;
            /** @description Why the sweep failed */
            failure: string | null;
        };
        SweepPage: {
            items: components["schemas"]["Sweep"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        TeamMember: {
            id: string;
            /** @description Null until the invitation is accepted */
            name: string | null;
            email: string;
            role: string;
            /** @enum {string} */
            status: "invited" | "active" | "disabled";
            totp_enabled: boolean;
            last_login_at: string | null;
            /** @description ISO 8601 date-time */
            invited_at: string;
            /** @description The name or email of who invited them */
            invited_by: string | null;
            /** @description While invited: when the latest link expires */
            invitation_expires_at: string | null;
            is_you: boolean;
        };
        TeamMemberPage: {
            items: components["schemas"]["TeamMember"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        TeamRole: {
            key: string;
            /** @description A merchant’s own role’s name; null for a built-in role (the console names it) */
            name: string | null;
            builtin: boolean;
            requires_authenticator: boolean;
            permissions: ("account.own" | "overview.read" | "orders.read" | "orders.create" | "orders.refund" | "collection.read" | "collection.manage" | "payouts.read" | "payouts.create" | "conversions.create" | "fiat.read" | "fiat.topup" | "history.read" | "history.export" | "kyb.read" | "kyb.submit" | "settings.read" | "settings.merchant.write" | "settings.bank_accounts.write" | "settings.payees.write" | "api_keys.manage" | "webhooks.manage" | "team.read" | "team.manage" | "team.owners")[];
        };
        Topup: {
            id: string;
            reference: string;
            currency: string;
            /** @description What the merchant says it paid */
            amount: string;
            /** @description What the operator found arrived (approved only) */
            amount_received: string | null;
            fee: string | null;
            /** @description Added to the available balance: received less the fee */
            credited: string | null;
            value_date: string;
            bank_account: {
                id: string;
                bank_name: string;
                account_name: string;
                account_number_masked: string;
            };
            statement: {
                name: string;
                /** @description Detected from the content */
                mime: string;
                size: number;
            };
            /** @enum {string} */
            status: "submitted" | "approved" | "rejected";
            /** @description Why an operator rejected it */
            reason: string | null;
            /** @description ISO 8601 date-time */
            created_at: string;
            decided_at: string | null;
        };
        TopupApprovedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "topup.approved";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Topup"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        TopupCreatedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "topup.created";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Topup"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        TopupInstructions: {
            /** @description Quote it in the transfer: it tells the platform the money is this merchant’s */
            reference: string;
            /** @description Enabled currencies with the account to pay into */
            currencies: {
                currency: string;
                name: string;
                decimals: number;
                beneficiary: string;
                bank_name: string;
                account_number: string;
                swift_code: string;
                bank_address: string;
            }[];
        };
        TopupPage: {
            items: components["schemas"]["Topup"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        TopupRejectedEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "topup.rejected";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["Topup"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
        WebhookTest: {
            id: string;
            message: string;
        };
        WebhookTestEvent: {
            /** @description The event id: the Webhook-Id header, the same on every retry */
            id: string;
            /** @constant */
            type: "webhook.test";
            /** @description The version of the API the object is shaped by */
            api_version: string;
            /** @description ISO 8601 date-time */
            created_at: string;
            merchant_id: string;
            /** @description Sent on request with a sample object; nothing happened */
            test: boolean;
            data: {
                /** @description The object as the REST API shows it, as it was at this event */
                object: components["schemas"]["WebhookTest"];
                /** @description The fields this change altered, with the values they had just before it (absent when the event is the object’s creation) */
                previous_attributes?: {
                    [key: string]: unknown;
                };
            };
        };
    };
    responses: never;
    parameters: {
        /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
        AcceptLanguage: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            faucet: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address (ASCII; compared ignoring case) */
                    email: string;
                    /** @enum {string} */
                    purpose: "register" | "reset_password" | "reset_payment_password";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            /** @description Seconds until another code may be requested */
                            resend_after_seconds: number;
                            expires_in_seconds: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Display name of the merchant, 2-64 characters */
                    merchant_name: string;
                    /** @enum {string} */
                    merchant_type: "enterprise" | "individual";
                    /** @description Email address (ASCII; compared ignoring case) */
                    email: string;
                    /** @description 8-128 characters */
                    password: string;
                    password_confirmation: string;
                    /** @description 6-digit code sent by email */
                    code: string;
                    /**
                     * @description Anti-bot challenge token; empty while the challenge is off
                     * @default
                     */
                    token?: string;
                    /** @description The merchant’s time zone (IANA name; the console sends the browser’s). Default: Asia/Shanghai */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            merchant_id: string;
                            merchant_name: string;
                            email: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address (ASCII; compared ignoring case) */
                    email: string;
                    password: string;
                    /** @description 6-digit code from the authenticator app */
                    totp_code?: string;
                    /** @description A one-time recovery code instead of totp_code */
                    recovery_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            merchant_id: string;
                            user_id: string;
                            user_name: string | null;
                            /** @description The user’s role: a built-in role or a key of the merchant’s own role */
                            role: string;
                            /** @description What the role allows; the console shows only these */
                            permissions: ("account.own" | "overview.read" | "orders.read" | "orders.create" | "orders.refund" | "collection.read" | "collection.manage" | "payouts.read" | "payouts.create" | "conversions.create" | "fiat.read" | "fiat.topup" | "history.read" | "history.export" | "kyb.read" | "kyb.submit" | "settings.read" | "settings.merchant.write" | "settings.bank_accounts.write" | "settings.payees.write" | "api_keys.manage" | "webhooks.manage" | "team.read" | "team.manage" | "team.owners")[];
                            /** @description The role requires an authenticator bound */
                            requires_authenticator: boolean;
                            merchant_name: string;
                            /** @enum {string} */
                            merchant_type: "enterprise" | "individual";
                            email: string;
                            /** @enum {string} */
                            status: "normal" | "disabled";
                            totp_enabled: boolean;
                            /** @enum {string} */
                            kyb_status: "not_submitted" | "pending" | "verified" | "failed";
                            /** @description ISO 8601 date-time */
                            created_at: string;
                            /** @description The merchant’s time zone (IANA name): its days and months are cut in it */
                            timezone: string;
                            /** @description Bearer token for the Authorization header */
                            token: string;
                            /** @description ISO 8601 date-time */
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Ok"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    info: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["MerchantInfo"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    totpSetup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            /** @description Base32 secret to type into the app */
                            secret: string;
                            otpauth_uri: string;
                            /** @description PNG data URL of the otpauth URI */
                            qr_data_url: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    totpEnable: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 6-digit code from the authenticator app */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            merchant_id: string;
                            user_id: string;
                            user_name: string | null;
                            /** @description The user’s role: a built-in role or a key of the merchant’s own role */
                            role: string;
                            /** @description What the role allows; the console shows only these */
                            permissions: ("account.own" | "overview.read" | "orders.read" | "orders.create" | "orders.refund" | "collection.read" | "collection.manage" | "payouts.read" | "payouts.create" | "conversions.create" | "fiat.read" | "fiat.topup" | "history.read" | "history.export" | "kyb.read" | "kyb.submit" | "settings.read" | "settings.merchant.write" | "settings.bank_accounts.write" | "settings.payees.write" | "api_keys.manage" | "webhooks.manage" | "team.read" | "team.manage" | "team.owners")[];
                            /** @description The role requires an authenticator bound */
                            requires_authenticator: boolean;
                            merchant_name: string;
                            /** @enum {string} */
                            merchant_type: "enterprise" | "individual";
                            email: string;
                            /** @enum {string} */
                            status: "normal" | "disabled";
                            totp_enabled: boolean;
                            /** @enum {string} */
                            kyb_status: "not_submitted" | "pending" | "verified" | "failed";
                            /** @description ISO 8601 date-time */
                            created_at: string;
                            /** @description The merchant’s time zone (IANA name): its days and months are cut in it */
                            timezone: string;
                            /** @description Ten one-time recovery codes, shown only now */
                            recovery_codes: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    totpDisable: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /** @description 6-digit code from the authenticator app */
                    code?: string;
                    /** @description A one-time recovery code instead of code */
                    recovery_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["MerchantInfo"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    securityStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SecurityStatus"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    /** @description 8-128 characters */
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            /** @description Other sessions of the merchant that were ended */
                            sessions_ended: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 6-digit code from the authenticator app */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            /** @description Ten new one-time codes, shown only now; the old ones stop working */
                            codes: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setPaymentPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Exactly 6 digits */
                    password: string;
                    password_confirmation: string;
                    /** @description 6-digit code from the authenticator app */
                    totp_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SecurityStatus"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePaymentPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Exactly 6 digits */
                    current_password: string;
                    /** @description Exactly 6 digits */
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SecurityStatus"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPaymentPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Code mailed by send-code with purpose reset_payment_password */
                    code: string;
                    /** @description 6-digit code from the authenticator app */
                    totp_code: string;
                    /** @description Exactly 6 digits */
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SecurityStatus"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    merchantSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["MerchantSettings"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setMerchantSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An IANA time zone name, e.g. Asia/Shanghai */
                    timezone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["MerchantSettings"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    currencies: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Currencies"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBankAccounts: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["BankAccountPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_name: string;
                    bank_name: string;
                    /** @description Account, card or IBAN number; spaces and hyphens are ignored */
                    account_number: string;
                    /** @description SWIFT/BIC: 8 or 11 characters */
                    swift_code: string;
                    city: string;
                    /** @default  */
                    province?: string;
                    /**
                     * @description Format depends on the country; empty where there are none (e.g. HK)
                     * @default
                     */
                    postcode?: string;
                    /**
                     * @description ISO 3166-1 alpha-2
                     * @enum {string}
                     */
                    country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    /** @description A fiat currency of GET /merchant/currencies */
                    currency: string;
                    /** @enum {string} */
                    account_type: "personal" | "company";
                    /** @default false */
                    is_default?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["BankAccountDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["BankAccountDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_name: string;
                    bank_name: string;
                    /** @description Account, card or IBAN number; spaces and hyphens are ignored */
                    account_number: string;
                    /** @description SWIFT/BIC: 8 or 11 characters */
                    swift_code: string;
                    city: string;
                    /** @default  */
                    province?: string;
                    /**
                     * @description Format depends on the country; empty where there are none (e.g. HK)
                     * @default
                     */
                    postcode?: string;
                    /**
                     * @description ISO 3166-1 alpha-2
                     * @enum {string}
                     */
                    country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                    /** @description A fiat currency of GET /merchant/currencies */
                    currency: string;
                    /** @enum {string} */
                    account_type: "personal" | "company";
                    /** @default false */
                    is_default?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["BankAccountDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setDefaultBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["BankAccountDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Ok"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayees: {
        parameters: {
            query?: {
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PayeePage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPayee: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                    network: string;
                    /**
                     * @description Leave null for any asset of the network
                     * @default null
                     */
                    asset?: ("USDT" | "USDC") | null;
                    address: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Payee"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePayee: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                    network: string;
                    /**
                     * @description Leave null for any asset of the network
                     * @default null
                     */
                    asset?: ("USDT" | "USDC") | null;
                    address: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Payee"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePayee: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Ok"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SessionPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Ok"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeOtherSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            sessions_ended: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    securityEvents: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SecurityEventPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    networks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Networks"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReceiptOrders: {
        parameters: {
            query?: {
                status?: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception";
                asset?: "USDT" | "USDC";
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network?: string;
                q?: string;
                from?: string;
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OrderPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createReceiptOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "asset": "USDT",
                 *       "network": "TRC20",
                 *       "amount": "125.50",
                 *       "merchant_order_no": "INV-2026-0042",
                 *       "description": "Order 42: 3 licences",
                 *       "payer_email": "payer@example.com",
                 *       "expires_in_minutes": 30
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    asset: "USDT" | "USDC";
                    /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                    network: string;
                    /** @description Decimal string, e.g. "12.50" */
                    amount: string;
                    merchant_order_no: string;
                    description?: string;
                    /** @description Email address (ASCII; compared ignoring case) */
                    payer_email?: string;
                    /** @default 30 */
                    expires_in_minutes?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReceiptOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelReceiptOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptReceiptOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refundReceiptOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address": "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8"
                 *     }
                 */
                "application/json": {
                    address: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLatePayments: {
        parameters: {
            query?: {
                status?: "open" | "credited" | "refund_requested" | "refunded";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["LatePaymentPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    creditLatePayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["LatePayment"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refundLatePayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address": "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8"
                 *     }
                 */
                "application/json": {
                    address: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["LatePayment"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    balances: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Balances"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    overview: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Overview"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PublicOrder"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    kybState: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybState"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    kybSaveDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    company_name?: string;
                    /** @default null */
                    entity_type?: ("limited_company" | "joint_stock_company" | "sole_proprietorship" | "partnership" | "branch_office" | "other") | null;
                    /** @default  */
                    registration_number?: string;
                    /**
                     * @description YYYY-MM-DD, not in the future
                     * @default
                     */
                    registration_date?: string;
                    /** @default  */
                    address?: string;
                    /** @default  */
                    business_scope?: string;
                    /** @default null */
                    industry?: ("ecommerce" | "retail" | "software" | "trading" | "logistics" | "travel" | "education" | "gaming" | "financial_services" | "other") | null;
                    /** @default  */
                    website?: string;
                    /** @default null */
                    source_of_funds?: ("business_revenue" | "shareholder_capital" | "investment" | "loans" | "other") | null;
                    /** @default  */
                    legal_rep_name?: string;
                    /** @default  */
                    legal_rep_email?: string;
                    /** @default  */
                    legal_rep_phone?: string;
                    /** @default null */
                    legal_rep_id_type?: ("id_card" | "passport" | "residence_permit" | "other") | null;
                    /** @default  */
                    legal_rep_id_number?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    kybResubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    kybSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    company_name?: string;
                    /** @default null */
                    entity_type?: ("limited_company" | "joint_stock_company" | "sole_proprietorship" | "partnership" | "branch_office" | "other") | null;
                    /** @default  */
                    registration_number?: string;
                    /**
                     * @description YYYY-MM-DD, not in the future
                     * @default
                     */
                    registration_date?: string;
                    /** @default  */
                    address?: string;
                    /** @default  */
                    business_scope?: string;
                    /** @default null */
                    industry?: ("ecommerce" | "retail" | "software" | "trading" | "logistics" | "travel" | "education" | "gaming" | "financial_services" | "other") | null;
                    /** @default  */
                    website?: string;
                    /** @default null */
                    source_of_funds?: ("business_revenue" | "shareholder_capital" | "investment" | "loans" | "other") | null;
                    /** @default  */
                    legal_rep_name?: string;
                    /** @default  */
                    legal_rep_email?: string;
                    /** @default  */
                    legal_rep_phone?: string;
                    /** @default null */
                    legal_rep_id_type?: ("id_card" | "passport" | "residence_permit" | "other") | null;
                    /** @default  */
                    legal_rep_id_number?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    kybDeleteFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    kybHistory: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    kybSubmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address (ASCII; compared ignoring case) */
                    email: string;
                    password: string;
                    /** @description 6-digit code from the authenticator app */
                    totp_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            operator_id: string;
                            email: string;
                            /** @enum {string} */
                            status: "active" | "disabled";
                            /** @description ISO 8601 date-time */
                            created_at: string;
                            last_login_at: string | null;
                            /** @description Bearer token of the operator session (not valid on merchant endpoints) */
                            token: string;
                            /** @description ISO 8601 date-time */
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Operator"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsOperators: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            items: components["schemas"]["Operator"][];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsMerchants: {
        parameters: {
            query?: {
                /** @description Part of the name or email */
                q?: string;
                status?: "normal" | "disabled";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsMerchantPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsDisableMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsMerchant"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsEnableMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsMerchant"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsExceptions: {
        parameters: {
            query?: {
                status?: "exception" | "accounting_exception" | "closed" | "reorged";
                merchant_id?: string;
                /** @description Merchant order number (prefix), deposit address or transaction hash */
                q?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsExceptionItemPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsOrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsAcceptOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsOrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsRefundOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsOrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsCloseOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsOrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsReleaseUnclaimed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsOrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsRefundUnclaimed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsOrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsReconcileReorg: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsOrderDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsLatePayments: {
        parameters: {
            query?: {
                status?: "open" | "credited" | "refund_requested" | "refunded";
                merchant_id?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsLatePaymentPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsCreditLatePayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsLatePayment"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsRefundLatePayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    /** @description Reason, 2-500 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsLatePayment"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsKybQueue: {
        parameters: {
            query?: {
                status?: "pending" | "verified" | "failed";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsKybDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsKybFileLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["FileLink"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsKybApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsKybReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsOpenKybFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, shown inline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/bmp": string;
                    "application/zip": string;
                    "application/vnd.rar": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsNetworks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ChainNetworkStatusList"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsSweeps: {
        parameters: {
            query?: {
                status?: "funding" | "sending" | "confirmed" | "failed";
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network?: string;
                asset?: "USDT" | "USDC";
                /** @description Part of the deposit address (case ignored) */
                address?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SweepPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsStatementAlerts: {
        parameters: {
            query?: {
                status?: "open" | "resolved";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StatementAlertPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsAudit: {
        parameters: {
            query?: {
                operator_id?: string;
                action?: "login" | "login_failed" | "logout" | "merchant_disabled" | "merchant_enabled" | "order_accepted" | "order_refund_requested" | "order_closed" | "reorg_reconciled" | "late_payment_credited" | "late_payment_refund_requested" | "unclaimed_released" | "unclaimed_refund_requested" | "kyb_file_viewed" | "kyb_approved" | "kyb_rejected" | "operator_created" | "operator_disabled" | "operator_enabled" | "operator_totp_reset" | "payout_approved" | "payout_rejected" | "payout_settings_changed" | "topup_statement_viewed" | "topup_approved" | "topup_rejected" | "fiat_currency_changed" | "bank_transfer_completed" | "bank_transfer_failed";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["AuditEntryPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewRemittance: {
        parameters: {
            query: {
                asset: "USDT" | "USDC";
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network: string;
                /** @description Decimal string, e.g. "12.50" */
                amount: string;
                address?: string;
                payee_id?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["RemittancePreview"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRemittances: {
        parameters: {
            query?: {
                status?: "pending_approval" | "processing" | "confirming" | "completed" | "failed" | "rejected";
                asset?: "USDT" | "USDC" | "USD" | "EUR" | "HKD";
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network?: string;
                /** @description Address, tx hash or remark */
                q?: string;
                from?: string;
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PayoutPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRemittance: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "asset": "USDT",
                 *       "network": "TRC20",
                 *       "amount": "250.00",
                 *       "address": "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8",
                 *       "remark": "Invoice 1042"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    asset: "USDT" | "USDC";
                    /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                    network: string;
                    /** @description Decimal string, e.g. "12.50" */
                    amount: string;
                    address?: string;
                    /** Format: uuid */
                    payee_id?: string;
                    remark?: string;
                    /** @description Required with a login session; not sent with an API key */
                    payment_password?: string;
                    /** @description With a login session: required when the amount is at or above the authenticator threshold */
                    totp_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFiatQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "asset": "USDT",
                 *       "amount": "1000",
                 *       "currency": "USD",
                 *       "direction": "to_fiat"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    asset: "USDT" | "USDC";
                    /** @description In what is debited: the asset (to_fiat) or the currency (to_crypto) */
                    amount: string;
                    /** @default USD */
                    currency?: string;
                    /**
                     * @default to_fiat
                     * @enum {string}
                     */
                    direction?: "to_fiat" | "to_crypto";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["FiatQuote"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFiatWithdrawals: {
        parameters: {
            query?: {
                status?: "pending_approval" | "processing" | "confirming" | "completed" | "failed" | "rejected";
                asset?: "USDT" | "USDC" | "USD" | "EUR" | "HKD";
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network?: string;
                /** @description Address, tx hash or remark */
                q?: string;
                from?: string;
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PayoutPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFiatWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quote_id": "3f0c6a52-8f4e-4c7e-9d61-2b8e5a7c1d90"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    quote_id: string;
                    /** @description Required with a login session; not sent with an API key */
                    payment_password?: string;
                    /** @description With a login session: required when the amount is at or above the authenticator threshold */
                    totp_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFiatConversions: {
        parameters: {
            query?: {
                status?: "pending_approval" | "processing" | "confirming" | "completed" | "failed" | "rejected";
                asset?: "USDT" | "USDC" | "USD" | "EUR" | "HKD";
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network?: string;
                /** @description Address, tx hash or remark */
                q?: string;
                from?: string;
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PayoutPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFiatConversion: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quote_id": "3f0c6a52-8f4e-4c7e-9d61-2b8e5a7c1d90"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    quote_id: string;
                    /** @description Required with a login session; not sent with an API key */
                    payment_password?: string;
                    /** @description With a login session: required when the amount is at or above the authenticator threshold */
                    totp_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewBankTransfer: {
        parameters: {
            query: {
                currency?: string;
                bank_account_id: string;
                /** @description Decimal string, e.g. "12.50" */
                amount: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            currency: string;
                            /** @description Decimal string with the asset's decimals */
                            amount: string;
                            /** @description The bank transfer fee, rounded up */
                            fee: string;
                            /** @description What leaves the available balance: amount + fee */
                            total: string;
                            /** @description Decimal string with the asset's decimals */
                            available: string;
                            bank_account: {
                                id: string | null;
                                account_name: string;
                                bank_name: string;
                                account_number: string;
                                swift_code: string;
                                country: string;
                            };
                            totp_required: boolean;
                            approval_required: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBankTransfers: {
        parameters: {
            query?: {
                status?: "pending_approval" | "processing" | "confirming" | "completed" | "failed" | "rejected";
                asset?: "USDT" | "USDC" | "USD" | "EUR" | "HKD";
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network?: string;
                /** @description Address, tx hash or remark */
                q?: string;
                from?: string;
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PayoutPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBankTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "bank_account_id": "8b1d2c3e-4f50-4a61-9b72-c8d9e0f1a2b3",
                 *       "amount": "500.00",
                 *       "remark": "Payroll November"
                 *     }
                 */
                "application/json": {
                    /** @default USD */
                    currency?: string;
                    /** Format: uuid */
                    bank_account_id: string;
                    /** @description Decimal string, e.g. "12.50" */
                    amount: string;
                    remark?: string;
                    /** @description Required with a login session; not sent with an API key */
                    payment_password?: string;
                    /** @description With a login session: required when the amount is at or above the authenticator threshold */
                    totp_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fiatBalances: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Balances"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Payout"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsPayouts: {
        parameters: {
            query?: {
                status?: "pending_approval" | "processing" | "confirming" | "completed" | "failed" | "rejected";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsPayoutPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsApprovePayout: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsPayout"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsRejectPayout: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsPayout"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsMarkBankTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "completed" | "failed";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsPayout"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsPayoutSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PayoutSettings"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsUpdatePayoutSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approval_threshold_usd: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PayoutSettings"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    topupInstructions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TopupInstructions"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTopups: {
        parameters: {
            query?: {
                status?: "submitted" | "approved" | "rejected";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TopupPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTopup: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    currency: string;
                    amount: string;
                    /** @description The day the bank transfer was made (YYYY-MM-DD), not in the future */
                    value_date: string;
                    /** Format: uuid */
                    bank_account_id: string;
                    /** @description The bank statement: PDF, JPG, JPEG, PNG, BMP, ZIP or RAR (by content), at most 10 MB */
                    statement: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Topup"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTopup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Topup"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsTopups: {
        parameters: {
            query?: {
                status?: "submitted" | "approved" | "rejected";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsTopupPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsTopup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsTopup"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsTopupStatementLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["FileLink"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsApproveTopup: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount_received: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsTopup"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsRejectTopup: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["OpsTopup"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsFiatCurrencies: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            items: {
                                currency: string;
                                name: string;
                                decimals: number;
                                beneficiary: string;
                                bank_name: string;
                                account_number: string;
                                swift_code: string;
                                bank_address: string;
                                enabled: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsSetFiatCurrency: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            currency: string;
                            name: string;
                            decimals: number;
                            beneficiary: string;
                            bank_name: string;
                            account_number: string;
                            swift_code: string;
                            bank_address: string;
                            enabled: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    opsOpenTopupStatement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, shown inline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/bmp": string;
                    "application/zip": string;
                    "application/vnd.rar": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHistory: {
        parameters: {
            query?: {
                type?: "received" | "order_settled" | "exception_accepted" | "late_payment_credited" | "unclaimed_released" | "remittance" | "fiat_withdrawal" | "bank_transfer" | "fiat_conversion" | "fiat_topup";
                asset?: "USDT" | "USDC" | "USD" | "EUR" | "HKD";
                status?: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception" | "pending_approval" | "processing" | "failed" | "rejected" | "submitted" | "approved";
                direction?: "in" | "out";
                balance?: "available" | "settlement" | "frozen";
                /** @description Merchant order number, address, tx hash or amount (exact) */
                q?: string;
                /** @description From this time (included), or from the start of this day (YYYY-MM-DD) in the merchant’s time zone */
                from?: string;
                /** @description Until this time (excluded), or through the end of this day (YYYY-MM-DD) in the merchant’s time zone */
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["HistoryRowPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHistoryRow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["HistoryDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportHistory: {
        parameters: {
            query: {
                type?: "received" | "order_settled" | "exception_accepted" | "late_payment_credited" | "unclaimed_released" | "remittance" | "fiat_withdrawal" | "bank_transfer" | "fiat_conversion" | "fiat_topup";
                asset?: "USDT" | "USDC" | "USD" | "EUR" | "HKD";
                status?: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception" | "pending_approval" | "processing" | "failed" | "rejected" | "submitted" | "approved";
                direction?: "in" | "out";
                balance?: "available" | "settlement" | "frozen";
                /** @description Merchant order number, address, tx hash or amount (exact) */
                q?: string;
                /** @description From this time (included), or from the start of this day (YYYY-MM-DD) in the merchant’s time zone */
                from?: string;
                /** @description Until this time (excluded), or through the end of this day (YYYY-MM-DD) in the merchant’s time zone */
                to?: string;
                format: "csv" | "xlsx";
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export as a file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ApiKeyPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-50 characters, to tell keys apart */
                    name: string;
                    /** @description Subset of read, orders, payouts, webhooks */
                    scopes: ("read" | "orders" | "payouts" | "webhooks")[];
                    /** @description IPv4/IPv6 addresses or CIDR ranges the key may be used from; empty: any */
                    ip_allow?: string[];
                    /** @description Required when an authenticator is bound */
                    totp_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ApiKeyWithSecret"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-50 characters, to tell keys apart */
                    name?: string;
                    /** @description IPv4/IPv6 addresses or CIDR ranges the key may be used from; empty: any */
                    ip_allow?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required when an authenticator is bound */
                    totp_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ApiKeyWithSecret"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCollectionAccounts: {
        parameters: {
            query?: {
                asset?: "USDT" | "USDC";
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network?: string;
                status?: "active" | "disabled";
                /** @description Only accounts with (true) or without (false) a deposit this month */
                deposited_this_month?: "true" | "false";
                /** @description Customer name (contains), reference or address (exact, any case) */
                q?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CollectionAccountPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCollectionAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_name": "Lin Hua",
                 *       "customer_ref": "CUST-0042",
                 *       "email": "lin.hua@example.com",
                 *       "asset": "USDT",
                 *       "network": "TRC20",
                 *       "expected_amount": "300.00",
                 *       "remark": "Monthly plan"
                 *     }
                 */
                "application/json": {
                    customer_name: string;
                    /** @description The merchant’s own reference of the customer, unique per merchant (letters, digits, _ . -) */
                    customer_ref: string;
                    /** @description Email address (ASCII; compared ignoring case) */
                    email: string;
                    /** @enum {string} */
                    asset: "USDT" | "USDC";
                    /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                    network: string;
                    /** @description What the customer is expected to pay each month (shown only) */
                    expected_amount?: string;
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CollectionAccount"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportCollectionAccounts: {
        parameters: {
            query: {
                asset?: "USDT" | "USDC";
                /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                network?: string;
                status?: "active" | "disabled";
                /** @description Only accounts with (true) or without (false) a deposit this month */
                deposited_this_month?: "true" | "false";
                /** @description Customer name (contains), reference or address (exact, any case) */
                q?: string;
                format: "csv" | "xlsx";
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export as a file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCollectionAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            id: string;
                            customer_name: string;
                            customer_ref: string;
                            email: string;
                            /** @enum {string} */
                            asset: "USDT" | "USDC";
                            /** @description A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20 */
                            network: string;
                            address: string;
                            expected_amount: string | null;
                            remark: string | null;
                            /** @enum {string} */
                            status: "active" | "disabled";
                            /** @description The public /batch/transfer page of the account */
                            payment_url: string;
                            this_month: {
                                /** @description YYYY-MM in the merchant’s time zone */
                                month: string;
                                /** @description Transfers seen this month (the second and later are exceptions) */
                                deposits: number;
                                /** @description What arrived this month */
                                amount: string;
                            };
                            /** @description Everything credited to the merchant from this account */
                            total_received: string;
                            deposit_count: number;
                            last_deposit_at: string | null;
                            /** @description ISO 8601 date-time */
                            created_at: string;
                            /** @description Newest first, at most 100 */
                            deposits: {
                                order_id: string;
                                merchant_order_no: string;
                                /** @description Decimal string with the asset's decimals */
                                amount: string;
                                /** @enum {string} */
                                status: "unpaid" | "confirming" | "partially_paid" | "paid" | "completed" | "expired" | "exception" | "exception_resolved" | "cancelled" | "closed" | "refund_requested" | "refunded" | "accounting_exception";
                                exception_reason: string | null;
                                tx_hash: string;
                                from_address: string;
                                confirmations: number;
                                confirmations_required: number;
                                /** @description YYYY-MM it counts in */
                                month: string;
                                /** @description ISO 8601 date-time */
                                seen_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setCollectionAccountStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "disabled";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CollectionAccount"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicCollectionAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PublicCollectionAccount"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCollectionImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CollectionImport"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    commitCollectionImport: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Your key of this request (8-64 letters, digits, `_` or `-`), kept 24 hours: a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.
                 * @example order-20261129-0001
                 */
                "Idempotency-Key": string;
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mode": "valid_only"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description all_or_nothing: refuse while any row has an error; valid_only: create the valid rows
                     * @enum {string}
                     */
                    mode: "all_or_nothing" | "valid_only";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CollectionImport"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCollectionImportTemplate: {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                lang?: "cn" | "en";
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TeamMemberPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            items: components["schemas"]["TeamRole"][];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address (ASCII; compared ignoring case) */
                    email: string;
                    /** @description owner, admin, finance, operator, developer, viewer, or a key of the merchant’s own role */
                    role: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TeamMember"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TeamMember"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description owner, admin, finance, operator, developer, viewer, or a key of the merchant’s own role */
                    role: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TeamMember"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setMemberStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "disabled";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TeamMember"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Ok"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    leaveTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Ok"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    invitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    invitationAuthenticator: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            /** @description Base32 secret to type into the app */
                            secret: string;
                            otpauth_uri: string;
                            /** @description PNG data URL of the otpauth URI */
                            qr_data_url: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    name: string;
                    /** @description 8-128 characters */
                    password: string;
                    password_confirmation: string;
                    /** @description Required when the role requires an authenticator */
                    totp_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            email: string;
                            merchant_name: string;
                            /** @description When an authenticator was bound: ten one-time recovery codes, shown only now */
                            recovery_codes: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            items: {
                                id: string;
                                url: string;
                                description: string;
                                events: ("*" | "receipt_order.*" | "collection_transfer.*" | "payout.*" | "topup.*" | "kyb_submission.*" | "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed")[];
                                enabled: boolean;
                                /** @description failing: every delivery failed for 3 days; manual: turned off by a user */
                                disabled_reason: ("failing" | "manual") | null;
                                /** @description The last 4 characters of the current secret */
                                secret_hint: string;
                                /** @description ISO 8601 date-time */
                                created_at: string;
                                /** @description The last attempt of any delivery */
                                last_delivery_at: string | null;
                                /** @description The first failed attempt since the last success; null while deliveries succeed */
                                failing_since: string | null;
                                /** @description After a rotation, the old secret also signs until then */
                                previous_secret_expires_at: string | null;
                                /** @description The secret predates the Standard Webhooks form (base64url, no padding): it still signs with the same key, but a Standard Webhooks library wants it in standard base64 (replace - by +, _ by /, pad with =) or the secret rotated */
                                legacy_secret: boolean;
                            }[];
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https URL that receives the events (http only in development) */
                    url: string;
                    /** @description To tell endpoints apart */
                    description?: string;
                    /** @description What the endpoint receives: event types, every event of a kind (`payout.*`), or `*` for all */
                    events: ("*" | "receipt_order.*" | "collection_transfer.*" | "payout.*" | "topup.*" | "kyb_submission.*" | "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            id: string;
                            url: string;
                            description: string;
                            events: ("*" | "receipt_order.*" | "collection_transfer.*" | "payout.*" | "topup.*" | "kyb_submission.*" | "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed")[];
                            enabled: boolean;
                            /** @description failing: every delivery failed for 3 days; manual: turned off by a user */
                            disabled_reason: ("failing" | "manual") | null;
                            /** @description The last 4 characters of the current secret */
                            secret_hint: string;
                            /** @description ISO 8601 date-time */
                            created_at: string;
                            /** @description The last attempt of any delivery */
                            last_delivery_at: string | null;
                            /** @description The first failed attempt since the last success; null while deliveries succeed */
                            failing_since: string | null;
                            /** @description After a rotation, the old secret also signs until then */
                            previous_secret_expires_at: string | null;
                            /** @description The secret predates the Standard Webhooks form (base64url, no padding): it still signs with the same key, but a Standard Webhooks library wants it in standard base64 (replace - by +, _ by /, pad with =) or the secret rotated */
                            legacy_secret: boolean;
                            /** @description whsec_ and the standard base64 of 32 random bytes: shown only now */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https URL that receives the events (http only in development) */
                    url?: string;
                    /** @description To tell endpoints apart */
                    description?: string;
                    /** @description What the endpoint receives: event types, every event of a kind (`payout.*`), or `*` for all */
                    events?: ("*" | "receipt_order.*" | "collection_transfer.*" | "payout.*" | "topup.*" | "kyb_submission.*" | "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed")[];
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            id: string;
                            url: string;
                            description: string;
                            events: ("*" | "receipt_order.*" | "collection_transfer.*" | "payout.*" | "topup.*" | "kyb_submission.*" | "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed")[];
                            enabled: boolean;
                            /** @description failing: every delivery failed for 3 days; manual: turned off by a user */
                            disabled_reason: ("failing" | "manual") | null;
                            /** @description The last 4 characters of the current secret */
                            secret_hint: string;
                            /** @description ISO 8601 date-time */
                            created_at: string;
                            /** @description The last attempt of any delivery */
                            last_delivery_at: string | null;
                            /** @description The first failed attempt since the last success; null while deliveries succeed */
                            failing_since: string | null;
                            /** @description After a rotation, the old secret also signs until then */
                            previous_secret_expires_at: string | null;
                            /** @description The secret predates the Standard Webhooks form (base64url, no padding): it still signs with the same key, but a Standard Webhooks library wants it in standard base64 (replace - by +, _ by /, pad with =) or the secret rotated */
                            legacy_secret: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            id: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Hours (0-168, default 24) the previous secret still signs each delivery beside the new one; 0 ends it now
                     * @default 24
                     */
                    previous_secret_expires_in_hours?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            id: string;
                            url: string;
                            description: string;
                            events: ("*" | "receipt_order.*" | "collection_transfer.*" | "payout.*" | "topup.*" | "kyb_submission.*" | "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed")[];
                            enabled: boolean;
                            /** @description failing: every delivery failed for 3 days; manual: turned off by a user */
                            disabled_reason: ("failing" | "manual") | null;
                            /** @description The last 4 characters of the current secret */
                            secret_hint: string;
                            /** @description ISO 8601 date-time */
                            created_at: string;
                            /** @description The last attempt of any delivery */
                            last_delivery_at: string | null;
                            /** @description The first failed attempt since the last success; null while deliveries succeed */
                            failing_since: string | null;
                            /** @description After a rotation, the old secret also signs until then */
                            previous_secret_expires_at: string | null;
                            /** @description The secret predates the Standard Webhooks form (base64url, no padding): it still signs with the same key, but a Standard Webhooks library wants it in standard base64 (replace - by +, _ by /, pad with =) or the secret rotated */
                            legacy_secret: boolean;
                            /** @description whsec_ and the standard base64 of 32 random bytes: shown only now */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The event type to send (default webhook.test)
                     * @enum {string}
                     */
                    type?: "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed" | "webhook.test";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            event_id: string;
                            delivery_id: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                event_type?: "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed" | "webhook.test";
                status?: "pending" | "retrying" | "succeeded" | "failed";
                /** @description Created from this time (included) */
                from?: string;
                /** @description Created before this time (excluded) */
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            items: {
                                id: string;
                                endpoint_id: string;
                                event_id: string;
                                /** @enum {string} */
                                event_type: "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed" | "webhook.test";
                                object_id: string;
                                /** @enum {string} */
                                status: "pending" | "retrying" | "succeeded" | "failed";
                                attempts: number;
                                /** @description null: no answer (timeout, refused, unreachable) */
                                last_status_code: number | null;
                                last_duration_ms: number | null;
                                /** @description When it is tried next (pending or retrying only) */
                                next_attempt_at: string | null;
                                /** @description ISO 8601 date-time */
                                created_at: string;
                            }[];
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendFailedWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Created from (included)
                     */
                    from: string;
                    /**
                     * Format: date-time
                     * @description Created before (excluded)
                     */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            /** @description Deliveries queued again */
                            count: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            id: string;
                            endpoint_id: string;
                            event_id: string;
                            /** @enum {string} */
                            event_type: "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed" | "webhook.test";
                            object_id: string;
                            /** @enum {string} */
                            status: "pending" | "retrying" | "succeeded" | "failed";
                            attempts: number;
                            /** @description null: no answer (timeout, refused, unreachable) */
                            last_status_code: number | null;
                            last_duration_ms: number | null;
                            /** @description When it is tried next (pending or retrying only) */
                            next_attempt_at: string | null;
                            /** @description ISO 8601 date-time */
                            created_at: string;
                            /** @description The event as it is sent (its JSON body) */
                            payload: {
                                [key: string]: unknown;
                            };
                            /** @description Every attempt, oldest first */
                            attempts_log: {
                                /** @description ISO 8601 date-time */
                                at: string;
                                status_code: number | null;
                                duration_ms: number;
                                /** @description Why it failed without an answer, or the refusal of the address */
                                error: string | null;
                                /** @description The start of the response body (at most 1 KB) */
                                response_excerpt: string | null;
                                /** @description The body was longer than the excerpt */
                                response_truncated: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            id: string;
                            endpoint_id: string;
                            event_id: string;
                            /** @enum {string} */
                            event_type: "receipt_order.created" | "receipt_order.unpaid" | "receipt_order.confirming" | "receipt_order.partially_paid" | "receipt_order.paid" | "receipt_order.completed" | "receipt_order.expired" | "receipt_order.exception" | "receipt_order.exception_resolved" | "receipt_order.cancelled" | "receipt_order.closed" | "receipt_order.refund_requested" | "receipt_order.refunded" | "receipt_order.accounting_exception" | "collection_transfer.created" | "collection_transfer.unpaid" | "collection_transfer.confirming" | "collection_transfer.partially_paid" | "collection_transfer.paid" | "collection_transfer.completed" | "collection_transfer.expired" | "collection_transfer.exception" | "collection_transfer.exception_resolved" | "collection_transfer.cancelled" | "collection_transfer.closed" | "collection_transfer.refund_requested" | "collection_transfer.refunded" | "collection_transfer.accounting_exception" | "payout.created" | "payout.processing" | "payout.confirming" | "payout.completed" | "payout.failed" | "payout.rejected" | "topup.created" | "topup.approved" | "topup.rejected" | "kyb_submission.pending" | "kyb_submission.verified" | "kyb_submission.failed" | "webhook.test";
                            object_id: string;
                            /** @enum {string} */
                            status: "pending" | "retrying" | "succeeded" | "failed";
                            attempts: number;
                            /** @description null: no answer (timeout, refused, unreachable) */
                            last_status_code: number | null;
                            last_duration_ms: number | null;
                            /** @description When it is tried next (pending or retrying only) */
                            next_attempt_at: string | null;
                            /** @description ISO 8601 date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description One event type, or every event of a kind (`payout.*`) */
                type?: string;
                /** @description The object’s id */
                object_id?: string;
                /** @description Created from this time (included) */
                from?: string;
                /** @description Created before this time (excluded) */
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["EventPage"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMoneySummary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            assets: {
                                /** @description USDT, USDC (every network summed) or a fiat currency */
                                asset: string;
                                /** @enum {string} */
                                kind: "crypto" | "fiat";
                                decimals: number;
                                /** @description Decimal string with the asset's decimals */
                                available: string;
                                /** @description Held for payouts in flight */
                                frozen: string;
                                /** @description Received, not yet settled into available */
                                settlement: string;
                                /** @description Security reserve held by the platform */
                                deposit: string;
                                /** @description The sum of the buckets */
                                total: string;
                                /** @description The total in USD (2 decimals, rounded down) at the rate below; null when no rate is known */
                                usd_value: string | null;
                            }[];
                            /** @description The sum of the priced assets in USD (2 decimals) */
                            total_usd: string;
                            /** @description Assets with a balance but no rate: left out of total_usd */
                            unpriced: string[];
                            rates: {
                                base: string;
                                /** @enum {string} */
                                quote: "USD";
                                /** @description Units of USD one unit of the asset is worth, 8 decimals */
                                rate: string;
                                /** @description Where the rate comes from (static: the FX_RATES setting) */
                                source: string;
                                /** @description When the source set this rate */
                                as_of: string;
                            }[];
                            /** @description When the balances were read */
                            as_of: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMoneyFlows: {
        parameters: {
            query?: {
                /** @description Default: the current month (the merchant’s time zone) */
                month?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            /** @description A calendar month, YYYY-MM */
                            month: string;
                            /** @description The merchant’s time zone, in which the month and its days are cut */
                            timezone: string;
                            /** @description Assets that moved in the month */
                            assets: {
                                asset: string;
                                decimals: number;
                                /** @description The month total */
                                inflow: string;
                                /** @description The month total */
                                outflow: string;
                                days: {
                                    /** @description YYYY-MM-DD; every day of the month is listed, quiet days with zeros */
                                    date: string;
                                    /** @description Decimal string with the asset's decimals */
                                    inflow: string;
                                    /** @description Positive: what left the available balance */
                                    outflow: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatements: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            items: {
                                id: string;
                                /** @description A calendar month, YYYY-MM */
                                month: string;
                                /** @description The time zone the month was cut in: the merchant’s when it was generated (UTC before merchants had one) */
                                timezone: string;
                                /** @description The first instant of the month in its time zone */
                                period_start: string;
                                /** @description Excluded: the first instant of the next month in its time zone */
                                period_end: string;
                                /** @description ISO 8601 date-time */
                                generated_at: string;
                                assets: {
                                    asset: string;
                                    decimals: number;
                                    /** @description Available balance at the start of the month */
                                    opening: string;
                                    /** @description Decimal string with the asset's decimals */
                                    inflow: string;
                                    /** @description Positive: what left the available balance */
                                    outflow: string;
                                    /** @description Available balance at the month's end; equals the ledger's balance then */
                                    closing: string;
                                    /** @description Movements in the month */
                                    count: number;
                                }[];
                            }[];
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStatementEmails: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            enabled: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setStatementEmails: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: {
                            enabled: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadStatementPdf: {
        parameters: {
            query?: {
                lang?: "cn" | "en";
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export as a file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadStatementCsv: {
        parameters: {
            query?: {
                lang?: "cn" | "en";
            };
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export as a file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    kybUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The legal representative’s ID (PDF, JPG, JPEG, PNG or BMP) */
                    legal_id_photo?: string;
                    /** @description The business licence (PDF, JPG, JPEG, PNG or BMP) */
                    business_licence_photo?: string;
                    /** @description Further documents (PDF, JPG, JPEG, PNG or BMP); the part may repeat */
                    other_documents?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["KybSubmissionDetail"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getKybFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, as uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/bmp": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTopupStatement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement, as uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/bmp": string;
                    "application/zip": string;
                    "application/vnd.rar": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadCollectionImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s `message` and field errors (and of mails a call sends): `en…` gives English, anything else (or none) Chinese. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The CSV (UTF-8 or GBK) or XLSX file, at most 5 MB and 10,000 rows */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CollectionImport"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    onReceiptOrderCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderUnpaidEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderUnpaidEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderConfirmingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderConfirmingEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderPartiallyPaidEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderPartiallyPaidEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderPaidEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderPaidEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderCompletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderExpiredEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderExpiredEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderExceptionEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderExceptionEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderExceptionResolvedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderExceptionResolvedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderCancelledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderCancelledEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderClosedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderClosedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderRefundRequestedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderRefundRequestedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderRefundedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderRefundedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReceiptOrderAccountingExceptionEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptOrderAccountingExceptionEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferUnpaidEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferUnpaidEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferConfirmingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferConfirmingEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferPartiallyPaidEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferPartiallyPaidEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferPaidEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferPaidEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferCompletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferExpiredEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferExpiredEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferExceptionEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferExceptionEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferExceptionResolvedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferExceptionResolvedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferCancelledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferCancelledEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferClosedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferClosedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferRefundRequestedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferRefundRequestedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferRefundedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferRefundedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollectionTransferAccountingExceptionEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTransferAccountingExceptionEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutProcessingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutProcessingEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutConfirmingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutConfirmingEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutCompletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutFailedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutRejectedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutRejectedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTopupCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopupCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTopupApprovedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopupApprovedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTopupRejectedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopupRejectedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onKybSubmissionPendingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KybSubmissionPendingEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onKybSubmissionVerifiedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KybSubmissionVerifiedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onKybSubmissionFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KybSubmissionFailedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookTestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every retry: receivers drop repeats by it */
                "Webhook-Id": string;
                /** @description When this attempt was signed, unix seconds; refuse one more than 5 minutes away */
                "Webhook-Timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret */
                "Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx answer stops the retries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a signature that does not verify): retried later */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
