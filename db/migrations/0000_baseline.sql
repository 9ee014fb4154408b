-- The schema from nothing, folding migrations 0000-0037 (their last `when` is this one's, so a database that ran
-- them skips it; db/src/migrate.ts refuses one that ran only some). Written by drizzle-kit from db/src/schema, then
-- made the same as a database migrated through 0037: the columns those migrations added later sit last, written as
-- they were added; two roll-ups are WITHOUT ROWID; a few indexes are created in the order the migrations made them
-- (the planner weighs a table's indexes in that order); and the block at the end carries what drizzle-kit cannot
-- write. Compared table by table (columns, indexes, foreign keys, triggers, virtual tables) with such a database.
CREATE TABLE `accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`parent_id` integer,
	`level` text NOT NULL,
	`code` text NOT NULL,
	`name_fa` text NOT NULL,
	`name_en` text,
	`nature` text NOT NULL,
	`type` text NOT NULL,
	`archived` integer DEFAULT false NOT NULL,
	`system` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "accounts_level_parent" CHECK(("accounts"."level" = 'GROUP') = ("accounts"."parent_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_company_code_unique` ON `accounts` (`company_id`,`code`);--> statement-breakpoint
CREATE INDEX `accounts_parent_idx` ON `accounts` (`parent_id`);--> statement-breakpoint
CREATE TABLE `tafsili_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`stakeholder_id` integer,
	`archived` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stakeholder_id`) REFERENCES `stakeholders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tafsili_company_code_unique` ON `tafsili_accounts` (`company_id`,`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `tafsili_company_stakeholder_unique` ON `tafsili_accounts` (`company_id`,`stakeholder_id`) WHERE "tafsili_accounts"."stakeholder_id" is not null;--> statement-breakpoint
CREATE INDEX `tafsili_company_kind_idx` ON `tafsili_accounts` (`company_id`,`kind`);--> statement-breakpoint
CREATE TABLE `account_day_totals` (
	`company_id` integer NOT NULL,
	`date` text NOT NULL,
	`account_id` integer NOT NULL,
	`voucher_kind` text NOT NULL,
	`debit` integer NOT NULL,
	`credit` integer NOT NULL,
	`lines` integer NOT NULL,
	PRIMARY KEY(`company_id`, `date`, `account_id`, `voucher_kind`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `account_period_totals` (
	`company_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`tafsili_key` integer NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`voucher_kind` text NOT NULL,
	`debit` integer NOT NULL,
	`credit` integer NOT NULL,
	`lines` integer NOT NULL,
	PRIMARY KEY(`company_id`, `account_id`, `tafsili_key`, `period_start`, `voucher_kind`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `account_period_totals_period_idx` ON `account_period_totals` (`company_id`,`period_start`);--> statement-breakpoint
CREATE TABLE `voucher_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`voucher_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`date` text NOT NULL,
	`voucher_kind` text NOT NULL,
	`row` integer NOT NULL,
	`account_id` integer NOT NULL,
	`tafsili_id` integer,
	`debit` integer DEFAULT 0 NOT NULL,
	`credit` integer DEFAULT 0 NOT NULL,
	`description` text,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "voucher_lines_debit_not_negative" CHECK("voucher_lines"."debit" >= 0),
	CONSTRAINT "voucher_lines_credit_not_negative" CHECK("voucher_lines"."credit" >= 0),
	CONSTRAINT "voucher_lines_one_side" CHECK(("voucher_lines"."debit" > 0) + ("voucher_lines"."credit" > 0) = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `voucher_lines_voucher_row_unique` ON `voucher_lines` (`voucher_id`,`row`);--> statement-breakpoint
CREATE INDEX `voucher_lines_balance_idx` ON `voucher_lines` (`company_id`,`account_id`,`tafsili_id`,`date`,`voucher_kind`,`debit`,`credit`);--> statement-breakpoint
CREATE INDEX `voucher_lines_tafsili_idx` ON `voucher_lines` (`company_id`,`tafsili_id`,`date`);--> statement-breakpoint
CREATE INDEX `voucher_lines_ledger_page_idx` ON `voucher_lines` (`company_id`,`account_id`,`voucher_kind`,`date`,`id`,`debit`,`credit`);--> statement-breakpoint
CREATE TABLE `vouchers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`fiscal_year_id` integer NOT NULL,
	`number` integer NOT NULL,
	`date` text NOT NULL,
	`status` text DEFAULT 'TEMPORARY' NOT NULL,
	`kind` text DEFAULT 'NORMAL' NOT NULL,
	`source_type` text,
	`source_id` integer,
	`reverses_voucher_id` integer,
	`description` text,
	`total` integer NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reverses_voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "vouchers_total_positive" CHECK("vouchers"."total" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vouchers_year_number_unique` ON `vouchers` (`fiscal_year_id`,`number`);--> statement-breakpoint
CREATE INDEX `vouchers_company_source_idx` ON `vouchers` (`company_id`,`source_type`,`source_id`);--> statement-breakpoint
CREATE INDEX `vouchers_company_date_idx` ON `vouchers` (`company_id`,`date`,`fiscal_year_id`,`number`);--> statement-breakpoint
CREATE INDEX `vouchers_company_year_number_idx` ON `vouchers` (`company_id`,`fiscal_year_id`,`number`);--> statement-breakpoint
CREATE INDEX `vouchers_year_kind_date_idx` ON `vouchers` (`company_id`,`fiscal_year_id`,`kind`,`date`,`number`);--> statement-breakpoint
CREATE INDEX `vouchers_year_status_date_idx` ON `vouchers` (`company_id`,`fiscal_year_id`,`status`,`date`);--> statement-breakpoint
CREATE TABLE `accounting_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`receivables_account_id` integer,
	`payables_account_id` integer,
	`sales_account_id` integer,
	`sales_returns_account_id` integer,
	`purchases_account_id` integer,
	`vat_payable_account_id` integer,
	`vat_receivable_account_id` integer,
	`cash_account_id` integer,
	`bank_account_id` integer,
	`retained_earnings_account_id` integer,
	`amount_unit` text DEFAULT 'RIAL' NOT NULL,
	`fiscal_year_start_month` integer DEFAULT 1 NOT NULL,
	`fiscal_year_start_day` integer DEFAULT 1 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`petty_cash_account_id` integer REFERENCES accounts(id),
	`capital_account_id` integer REFERENCES accounts(id),
	`drawings_account_id` integer REFERENCES accounts(id),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`receivables_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payables_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sales_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sales_returns_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`purchases_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vat_payable_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vat_receivable_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cash_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bank_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`retained_earnings_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `fiscal_years` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`closed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`reopen_reason` text,
	`reopened_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fiscal_years_bounds" CHECK("fiscal_years"."start_date" <= "fiscal_years"."end_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fiscal_years_company_start_unique` ON `fiscal_years` (`company_id`,`start_date`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`secret_hash` text NOT NULL,
	`scopes` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`last_used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "api_keys_scopes_array" CHECK(json_type("api_keys"."scopes") = 'array')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_secret_hash_unique` ON `api_keys` (`secret_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_company_idx` ON `api_keys` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `app_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`app_version` text DEFAULT '' NOT NULL,
	`force_update` integer DEFAULT false NOT NULL,
	`dashboard_structure_time_stamp` integer DEFAULT 0 NOT NULL,
	`translation_version` integer DEFAULT 0 NOT NULL,
	`web_app_version` text DEFAULT 'v2.0.107' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`media_type` text NOT NULL,
	`size` integer NOT NULL,
	`data` blob NOT NULL,
	`uploaded_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "attachments_size" CHECK("attachments"."size" = length("attachments"."data") and "attachments"."size" between 1 and 5242880)
);
--> statement-breakpoint
CREATE INDEX `attachments_owner_idx` ON `attachments` (`company_id`,`owner_kind`,`owner_id`,`id`);--> statement-breakpoint
CREATE TABLE `bank_bills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`bill_id` text NOT NULL,
	`payment_id` text NOT NULL,
	`amount` integer NOT NULL,
	`due_on` text NOT NULL,
	`paid_at` text,
	`transaction_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `bank_transactions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bank_bills_amount_positive" CHECK("bank_bills"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_bills_ids_unique` ON `bank_bills` (`user_id`,`bill_id`,`payment_id`);--> statement-breakpoint
CREATE TABLE `bank_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`deposit_id` text NOT NULL,
	`number` text NOT NULL,
	`holder` text NOT NULL,
	`expiry` text NOT NULL,
	`blocked` integer DEFAULT false NOT NULL,
	`daily_limit` integer DEFAULT 200000000 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_cards_number_unique` ON `bank_cards` (`number`);--> statement-breakpoint
CREATE INDEX `bank_cards_user_idx` ON `bank_cards` (`user_id`);--> statement-breakpoint
CREATE INDEX `bank_cards_deposit_idx` ON `bank_cards` (`deposit_id`);--> statement-breakpoint
CREATE TABLE `bank_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`code` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`code`) REFERENCES `banking_codes`(`code`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_tokens_token_hash_unique` ON `bank_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `bank_tokens_user_idx` ON `bank_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `bank_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`deposit_id` text NOT NULL,
	`card_id` text,
	`occurred_at` text NOT NULL,
	`amount` integer NOT NULL,
	`direction` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`counterparty` text,
	`balance_after` integer NOT NULL,
	`reference` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`card_id`) REFERENCES `bank_cards`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bank_transactions_amount_positive" CHECK("bank_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_transactions_reference_unique` ON `bank_transactions` (`reference`);--> statement-breakpoint
CREATE INDEX `bank_transactions_deposit_idx` ON `bank_transactions` (`deposit_id`,`occurred_at`,`id`);--> statement-breakpoint
CREATE INDEX `bank_transactions_user_idx` ON `bank_transactions` (`user_id`,`occurred_at`);--> statement-breakpoint
CREATE TABLE `bank_transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`kind` text NOT NULL,
	`source_deposit_id` text NOT NULL,
	`source_card_id` text,
	`destination` text NOT NULL,
	`destination_name` text,
	`destination_bank` text NOT NULL,
	`amount` integer NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'AWAITING_CODE' NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`code_expires_at` text NOT NULL,
	`reference` text,
	`debit_transaction_id` integer,
	`credit_transaction_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_card_id`) REFERENCES `bank_cards`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`debit_transaction_id`) REFERENCES `bank_transactions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`credit_transaction_id`) REFERENCES `bank_transactions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bank_transfers_amount_positive" CHECK("bank_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_transfers_key_unique` ON `bank_transfers` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `banking_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `deposits` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`number` text NOT NULL,
	`iban` text NOT NULL,
	`title` text NOT NULL,
	`balance` integer NOT NULL,
	`currency` text DEFAULT 'IRR' NOT NULL,
	`type` text DEFAULT 'CURRENT' NOT NULL,
	`daily_limit` integer DEFAULT 2000000000 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deposits_user_idx` ON `deposits` (`user_id`);--> statement-breakpoint
CREATE TABLE `bank_saved_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`bank` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_saved_accounts_unique` ON `bank_saved_accounts` (`user_id`,`kind`,`value`);--> statement-breakpoint
CREATE TABLE `challenges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`purpose` text NOT NULL,
	`target` text NOT NULL,
	`user_id` integer,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`consumed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `challenges_public_id_unique` ON `challenges` (`public_id`);--> statement-breakpoint
CREATE INDEX `challenges_target_idx` ON `challenges` (`purpose`,`target`);--> statement-breakpoint
CREATE TABLE `cheque_books` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`bank_tafsili_id` integer NOT NULL,
	`series` text NOT NULL,
	`first_leaf` integer NOT NULL,
	`last_leaf` integer NOT NULL,
	`received_date` text,
	`description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "cheque_books_leaves" CHECK("cheque_books"."first_leaf" > 0 and "cheque_books"."last_leaf" >= "cheque_books"."first_leaf")
);
--> statement-breakpoint
CREATE INDEX `cheque_books_bank_idx` ON `cheque_books` (`company_id`,`bank_tafsili_id`);--> statement-breakpoint
CREATE TABLE `cheque_leaves` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`cheque_book_id` integer NOT NULL,
	`leaf` integer NOT NULL,
	`cheque_id` integer,
	`void_date` text,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cheque_book_id`) REFERENCES `cheque_books`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cheque_id`) REFERENCES `cheques`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cheque_leaves_book_leaf_unique` ON `cheque_leaves` (`cheque_book_id`,`leaf`);--> statement-breakpoint
CREATE TABLE `cheque_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`cheque_id` integer NOT NULL,
	`kind` text NOT NULL,
	`date` text NOT NULL,
	`from_state` text,
	`to_state` text NOT NULL,
	`bank_tafsili_id` integer,
	`stakeholder_id` integer,
	`reason` text,
	`undone_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cheque_id`) REFERENCES `cheques`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stakeholder_id`) REFERENCES `stakeholders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `cheque_steps_cheque_idx` ON `cheque_steps` (`cheque_id`,`id`);--> statement-breakpoint
CREATE TABLE `cheques` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`direction` text NOT NULL,
	`state` text NOT NULL,
	`sayad_id` text NOT NULL,
	`serial` text,
	`bank_name` text,
	`branch` text,
	`drawer_name` text,
	`drawer_national_id` text,
	`amount` integer NOT NULL,
	`due_date` text NOT NULL,
	`date` text NOT NULL,
	`description` text,
	`stakeholder_id` integer NOT NULL,
	`invoice_payment_id` integer,
	`bank_tafsili_id` integer,
	`cheque_book_id` integer,
	`leaf` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stakeholder_id`) REFERENCES `stakeholders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_payment_id`) REFERENCES `invoice_payments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`bank_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cheque_book_id`) REFERENCES `cheque_books`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cheques_amount_positive" CHECK("cheques"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cheques_company_sayad_unique` ON `cheques` (`company_id`,`sayad_id`);--> statement-breakpoint
CREATE INDEX `cheques_company_direction_due_idx` ON `cheques` (`company_id`,`direction`,`due_date`,`id`);--> statement-breakpoint
CREATE INDEX `cheques_stakeholder_idx` ON `cheques` (`stakeholder_id`);--> statement-breakpoint
CREATE INDEX `cheques_payment_idx` ON `cheques` (`invoice_payment_id`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`national_id` text,
	`economic_code` text,
	`phone` text,
	`address` text,
	`invitation_code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_invitation_code_unique` ON `companies` (`invitation_code`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`user_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`role` text DEFAULT 'VIEWER' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `company_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "memberships_role_known" CHECK("memberships"."role" in ('OWNER', 'ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER'))
);
--> statement-breakpoint
CREATE INDEX `memberships_company_idx` ON `memberships` (`company_id`);--> statement-breakpoint
CREATE TABLE `company_activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer,
	`api_key_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer,
	`action` text NOT NULL,
	`changes` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "company_activities_action" CHECK("company_activities"."action" in ('CREATE', 'UPDATE', 'DELETE')),
	CONSTRAINT "company_activities_changes_object" CHECK(json_type("company_activities"."changes") = 'object')
);
--> statement-breakpoint
CREATE INDEX `company_activities_company_idx` ON `company_activities` (`company_id`,`id`);--> statement-breakpoint
CREATE INDEX `company_activities_company_entity_idx` ON `company_activities` (`company_id`,`entity`,`id`);--> statement-breakpoint
CREATE INDEX `company_activities_company_user_idx` ON `company_activities` (`company_id`,`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `company_activities_company_created_idx` ON `company_activities` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `company_profiles` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`registration_number` text,
	`postal_code` text,
	`document_language` text DEFAULT 'fa' NOT NULL,
	`logo_mime_type` text,
	`logo_data` blob,
	`logo_width` integer,
	`logo_height` integer,
	`logo_updated_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "company_profiles_postal_code" CHECK("company_profiles"."postal_code" is null or (length("company_profiles"."postal_code") = 10 and "company_profiles"."postal_code" not glob '*[^0-9]*')),
	CONSTRAINT "company_profiles_logo_whole" CHECK(("company_profiles"."logo_data" is null) = ("company_profiles"."logo_mime_type" is null) and ("company_profiles"."logo_data" is null) = ("company_profiles"."logo_width" is null)),
	CONSTRAINT "company_profiles_logo_size" CHECK("company_profiles"."logo_data" is null or length("company_profiles"."logo_data") <= 1048576),
	CONSTRAINT "company_profiles_logo_pixels" CHECK("company_profiles"."logo_width" is null or ("company_profiles"."logo_width" between 1 and 256 and "company_profiles"."logo_height" between 1 and 256))
);
--> statement-breakpoint
CREATE TABLE `devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`device_id` text NOT NULL,
	`app_version` text NOT NULL,
	`device_brand` text NOT NULL,
	`device_locale` text NOT NULL,
	`device_timezone` text NOT NULL,
	`device_type` text NOT NULL,
	`device_model` text,
	`operating_system_version` text NOT NULL,
	`device_name` text NOT NULL,
	`os_name` text NOT NULL,
	`device_manufacturer` text,
	`is_device` integer NOT NULL,
	`push_notification_token` text,
	`device_year_class` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devices_user_device_idx` ON `devices` (`user_id`,`device_id`);--> statement-breakpoint
CREATE TABLE `feature_flags` (
	`name` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`rollout_percent` integer DEFAULT 100 NOT NULL,
	`impression_data` integer DEFAULT false NOT NULL,
	`description` text,
	`variant_name` text,
	`variant_payload_type` text,
	`variant_payload_value` text
);
--> statement-breakpoint
CREATE TABLE `flag_metrics` (
	`flag_name` text NOT NULL,
	`app_name` text NOT NULL,
	`yes` integer DEFAULT 0 NOT NULL,
	`no` integer DEFAULT 0 NOT NULL,
	`last_seen_at` text NOT NULL,
	PRIMARY KEY(`flag_name`, `app_name`)
);
--> statement-breakpoint
CREATE TABLE `import_mappings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`header` text NOT NULL,
	`field` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `import_mappings_header_idx` ON `import_mappings` (`company_id`,`kind`,`header`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` integer,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invitations_role_known" CHECK("invitations"."role" in ('ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER')),
	CONSTRAINT "invitations_status_known" CHECK("invitations"."status" in ('PENDING', 'ACCEPTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_hash_unique` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_company_email_pending_unique` ON `invitations` (`company_id`,`email`) WHERE "invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX `invitations_company_idx` ON `invitations` (`company_id`,`status`);--> statement-breakpoint
-- WITHOUT ROWID, as migration 0026 made it (drizzle-kit cannot say so): the totals are only ever read and written by their key.
CREATE TABLE `invoice_list_totals` (
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`issue_date` text NOT NULL,
	`invoices` integer NOT NULL,
	`grand_total` integer NOT NULL,
	`vat_total` integer NOT NULL,
	`paid` integer NOT NULL,
	`balance_due` integer NOT NULL,
	PRIMARY KEY(`company_id`, `kind`, `status`, `issue_date`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `invoice_moadian_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`subject` integer NOT NULL,
	`serial` integer NOT NULL,
	`tax_id` text NOT NULL,
	`reference_tax_id` text,
	`returned` integer NOT NULL,
	`document` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoice_moadian_exports_subject_check" CHECK("invoice_moadian_exports"."subject" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE INDEX `invoice_moadian_exports_invoice_idx` ON `invoice_moadian_exports` (`invoice_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_moadian_exports_tax_id_unique` ON `invoice_moadian_exports` (`company_id`,`tax_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_moadian_exports_reference_unique` ON `invoice_moadian_exports` (`invoice_id`,`reference_tax_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_moadian_exports_original_unique` ON `invoice_moadian_exports` (`invoice_id`) WHERE `subject` = 1;--> statement-breakpoint
CREATE TABLE `delivery_note_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`delivery_note_id` integer NOT NULL,
	`invoice_line_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`quantity_thousandths` integer NOT NULL,
	FOREIGN KEY (`delivery_note_id`) REFERENCES `delivery_notes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_line_id`) REFERENCES `invoice_lines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "delivery_note_lines_quantity_positive" CHECK("delivery_note_lines"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE INDEX `delivery_note_lines_note_idx` ON `delivery_note_lines` (`delivery_note_id`);--> statement-breakpoint
CREATE INDEX `delivery_note_lines_line_idx` ON `delivery_note_lines` (`invoice_line_id`);--> statement-breakpoint
CREATE TABLE `delivery_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`fiscal_year_id` integer NOT NULL,
	`number` integer NOT NULL,
	`date` text NOT NULL,
	`notes` text,
	`search_text` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_notes_year_number_unique` ON `delivery_notes` (`fiscal_year_id`,`number`);--> statement-breakpoint
CREATE INDEX `delivery_notes_company_date_idx` ON `delivery_notes` (`company_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `delivery_notes_invoice_idx` ON `delivery_notes` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `invoice_return_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_id` integer NOT NULL,
	`invoice_line_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`quantity_thousandths` integer NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `invoice_returns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_line_id`) REFERENCES `invoice_lines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "invoice_return_lines_quantity_positive" CHECK("invoice_return_lines"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE INDEX `invoice_return_lines_return_idx` ON `invoice_return_lines` (`return_id`);--> statement-breakpoint
CREATE INDEX `invoice_return_lines_line_idx` ON `invoice_return_lines` (`invoice_line_id`);--> statement-breakpoint
CREATE TABLE `invoice_returns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`kind` text NOT NULL,
	`fiscal_year_id` integer NOT NULL,
	`number` integer NOT NULL,
	`date` text NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	`total` integer NOT NULL,
	`notes` text,
	`voucher_id` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoice_returns_figures" CHECK("invoice_returns"."net" >= 0 and "invoice_returns"."vat" >= 0 and "invoice_returns"."total" = "invoice_returns"."net" + "invoice_returns"."vat")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_returns_year_kind_number_unique` ON `invoice_returns` (`fiscal_year_id`,`kind`,`number`);--> statement-breakpoint
CREATE INDEX `invoice_returns_invoice_idx` ON `invoice_returns` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `invoice_schedule_failures` (
	`schedule_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`due_date` text NOT NULL,
	`reason` text NOT NULL,
	`field_reasons` text NOT NULL,
	`attempts` integer NOT NULL,
	`failed_at` text NOT NULL,
	FOREIGN KEY (`schedule_id`) REFERENCES `invoice_schedules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoice_schedule_runs` (
	`schedule_id` integer NOT NULL,
	`due_date` text NOT NULL,
	`invoice_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`draft_reason` text,
	PRIMARY KEY(`schedule_id`, `due_date`),
	FOREIGN KEY (`schedule_id`) REFERENCES `invoice_schedules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `invoice_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`frequency` text NOT NULL,
	`day_of_month` integer,
	`interval_days` integer,
	`start_date` text NOT NULL,
	`end_date` text,
	`issue` integer NOT NULL,
	`next_due_date` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoice_schedules_frequency_check" CHECK("invoice_schedules"."frequency" in ('MONTHLY', 'EVERY_N_DAYS'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_schedules_invoice_unique` ON `invoice_schedules` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `invoice_schedules_company_due_idx` ON `invoice_schedules` (`company_id`,`next_due_date`);--> statement-breakpoint
CREATE TABLE `company_moadian_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`memory_id` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`row` integer NOT NULL,
	`item_id` integer NOT NULL,
	`item_code` text NOT NULL,
	`item_name` text NOT NULL,
	`unit` text NOT NULL,
	`description` text,
	`quantity_thousandths` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`discount_type` text NOT NULL,
	`discount_value` real NOT NULL,
	`vat_rate` integer NOT NULL,
	`gross` integer NOT NULL,
	`discount` integer NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	`total` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "invoice_lines_quantity_positive" CHECK("invoice_lines"."quantity_thousandths" > 0),
	CONSTRAINT "invoice_lines_figures" CHECK("invoice_lines"."net" = "invoice_lines"."gross" - "invoice_lines"."discount" and "invoice_lines"."total" = "invoice_lines"."net" + "invoice_lines"."vat")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_lines_invoice_row_unique` ON `invoice_lines` (`invoice_id`,`row`);--> statement-breakpoint
CREATE INDEX `invoice_lines_item_idx` ON `invoice_lines` (`item_id`);--> statement-breakpoint
CREATE TABLE `invoice_number_prefixes` (
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`prefix` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`company_id`, `kind`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoice_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`date` text NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`tafsili_id` integer,
	`reference` text,
	`cheque_due_date` text,
	`notes` text,
	`voucher_id` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`payment_method_id` integer REFERENCES payment_methods(id) ON DELETE set null,
	`account_id` integer REFERENCES accounts(id),
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoice_payments_amount_positive" CHECK("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `invoice_payments_invoice_idx` ON `invoice_payments` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `invoice_payments_payment_method_idx` ON `invoice_payments` (`payment_method_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`fiscal_year_id` integer,
	`number` integer,
	`prefix` text,
	`issue_date` text NOT NULL,
	`due_date` text,
	`stakeholder_id` integer NOT NULL,
	`stakeholder_code` text NOT NULL,
	`stakeholder_name` text NOT NULL,
	`stakeholder_sort_name` text NOT NULL,
	`source_invoice_id` integer,
	`subtotal` integer NOT NULL,
	`line_discounts` integer NOT NULL,
	`vat_total` integer NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`shipping` integer DEFAULT 0 NOT NULL,
	`other_additions` integer DEFAULT 0 NOT NULL,
	`grand_total` integer NOT NULL,
	`paid` integer DEFAULT 0 NOT NULL,
	`balance_due` integer NOT NULL,
	`notes` text,
	`voucher_id` integer,
	`search_text` text NOT NULL,
	`issued_at` text,
	`cancelled_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`returned` integer DEFAULT 0 NOT NULL,
	`einvoice_type` integer,
	`einvoice_pattern` integer,
	`recurring_template_id` integer REFERENCES invoices(id) ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stakeholder_id`) REFERENCES `stakeholders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoices_figures_not_negative" CHECK("invoices"."grand_total" >= 0 and "invoices"."balance_due" >= 0),
	CONSTRAINT "invoices_paid_within_total" CHECK("invoices"."paid" >= 0 and "invoices"."paid" <= "invoices"."grand_total"),
	CONSTRAINT "invoices_issued_numbered" CHECK("invoices"."status" = 'DRAFT' or "invoices"."number" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_year_kind_number_unique` ON `invoices` (`fiscal_year_id`,`kind`,`number`);--> statement-breakpoint
CREATE INDEX `invoices_company_kind_number_idx` ON `invoices` (`company_id`,`kind`,`number`);--> statement-breakpoint
CREATE INDEX `invoices_company_status_date_idx` ON `invoices` (`company_id`,`status`,`issue_date`);--> statement-breakpoint
CREATE INDEX `invoices_stakeholder_date_idx` ON `invoices` (`stakeholder_id`,`issue_date`);--> statement-breakpoint
CREATE INDEX `invoices_company_due_idx` ON `invoices` (`company_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `invoices_company_sort_name_idx` ON `invoices` (`company_id`,`stakeholder_sort_name`);--> statement-breakpoint
CREATE INDEX `invoices_company_kind_sort_name_idx` ON `invoices` (`company_id`,`kind`,`stakeholder_sort_name`);--> statement-breakpoint
CREATE INDEX `invoices_company_totals_idx` ON `invoices` (`company_id`,`kind`,`status`,`issue_date`,`stakeholder_id`,`grand_total`,`vat_total`,`paid`,`balance_due`,`search_text`);--> statement-breakpoint
CREATE INDEX `invoices_company_grand_total_idx` ON `invoices` (`company_id`,`grand_total`);--> statement-breakpoint
CREATE INDEX `invoices_company_balance_due_idx` ON `invoices` (`company_id`,`balance_due`);--> statement-breakpoint
CREATE INDEX `invoices_company_created_idx` ON `invoices` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_company_date_idx` ON `invoices` (`company_id`,`issue_date`,`id`,`search_text`);--> statement-breakpoint
CREATE INDEX `invoices_company_kind_date_idx` ON `invoices` (`company_id`,`kind`,`issue_date`,`id`,`search_text`);--> statement-breakpoint
CREATE INDEX `invoices_source_idx` ON `invoices` (`source_invoice_id`);--> statement-breakpoint
CREATE TABLE `items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`sort_name` text NOT NULL,
	`unit` text NOT NULL,
	`sale_price` integer,
	`purchase_price` integer,
	`vat_applicable` integer NOT NULL,
	`vat_rate` integer DEFAULT 10 NOT NULL,
	`barcode` text,
	`category` text,
	`track_stock` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`search_text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`goods_service_id` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `items_company_code_unique` ON `items` (`company_id`,`code`);--> statement-breakpoint
CREATE INDEX `items_company_search_idx` ON `items` (`company_id`,`search_text`);--> statement-breakpoint
CREATE INDEX `items_company_created_idx` ON `items` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `items_company_sort_name_idx` ON `items` (`company_id`,`sort_name`);--> statement-breakpoint
CREATE INDEX `items_company_kind_idx` ON `items` (`company_id`,`kind`);--> statement-breakpoint
CREATE INDEX `items_company_sale_price_idx` ON `items` (`company_id`,`sale_price`);--> statement-breakpoint
CREATE INDEX `items_company_purchase_price_idx` ON `items` (`company_id`,`purchase_price`);--> statement-breakpoint
CREATE INDEX `items_company_category_idx` ON `items` (`company_id`,`category`);--> statement-breakpoint
CREATE TABLE `legal_book_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`fiscal_year_id` integer NOT NULL,
	`journal_seal_date` text,
	`journal_registration_number` text,
	`journal_first_page` integer DEFAULT 1 NOT NULL,
	`ledger_seal_date` text,
	`ledger_registration_number` text,
	`ledger_first_page` integer DEFAULT 1 NOT NULL,
	`granularity` text DEFAULT 'DAY' NOT NULL,
	`rows_per_page` integer DEFAULT 25 NOT NULL,
	`opening_closing_apart` integer DEFAULT 1 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `legal_book_settings_year_unique` ON `legal_book_settings` (`company_id`,`fiscal_year_id`);--> statement-breakpoint
CREATE TABLE `legal_period_locks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`fiscal_year_id` integer NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`status` text DEFAULT 'LOCKED' NOT NULL,
	`locked_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`reopened_by` integer,
	`reopened_at` text,
	`reopen_reason` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`locked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reopened_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `legal_period_locks_company_idx` ON `legal_period_locks` (`company_id`,`status`,`from_date`);--> statement-breakpoint
CREATE TABLE `item_list_counts` (
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`category` text,
	`active` integer NOT NULL,
	`items` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `item_list_counts_key` ON `item_list_counts` (`company_id`,`kind`,`category`,`active`);--> statement-breakpoint
-- WITHOUT ROWID, as migration 0037 made it (drizzle-kit cannot say so): the counts are only ever read and written by their key.
CREATE TABLE `stakeholder_list_counts` (
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`is_customer` integer NOT NULL,
	`is_supplier` integer NOT NULL,
	`active` integer NOT NULL,
	`stakeholders` integer NOT NULL,
	PRIMARY KEY(`company_id`, `kind`, `is_customer`, `is_supplier`, `active`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `money_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`fiscal_year_id` integer NOT NULL,
	`number` integer NOT NULL,
	`date` text NOT NULL,
	`category_account_id` integer NOT NULL,
	`category_code` text NOT NULL,
	`category_name` text NOT NULL,
	`category_name_en` text,
	`amount` integer NOT NULL,
	`vat_rate` integer DEFAULT 0 NOT NULL,
	`vat` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`treasury_id` integer NOT NULL,
	`treasury_kind` text NOT NULL,
	`treasury_code` text NOT NULL,
	`treasury_name` text NOT NULL,
	`stakeholder_id` integer,
	`stakeholder_code` text,
	`stakeholder_name` text,
	`description` text,
	`reference` text,
	`voucher_id` integer,
	`search_text` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`reversal_voucher_id` integer REFERENCES vouchers(id) ON DELETE set null,
	`reversed_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`treasury_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stakeholder_id`) REFERENCES `stakeholders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "money_records_amount_positive" CHECK("money_records"."amount" > 0),
	CONSTRAINT "money_records_vat_rate" CHECK("money_records"."vat_rate" between 0 and 100),
	CONSTRAINT "money_records_figures" CHECK("money_records"."vat" >= 0 and "money_records"."total" = "money_records"."amount" + "money_records"."vat")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `money_records_year_kind_number_unique` ON `money_records` (`fiscal_year_id`,`kind`,`number`);--> statement-breakpoint
CREATE INDEX `money_records_company_kind_date_idx` ON `money_records` (`company_id`,`kind`,`date`,`id`,`search_text`);--> statement-breakpoint
CREATE INDEX `money_records_company_kind_number_idx` ON `money_records` (`company_id`,`kind`,`number`);--> statement-breakpoint
CREATE INDEX `money_records_company_kind_total_idx` ON `money_records` (`company_id`,`kind`,`total`);--> statement-breakpoint
CREATE INDEX `money_records_company_kind_category_idx` ON `money_records` (`company_id`,`kind`,`category_code`);--> statement-breakpoint
CREATE INDEX `money_records_company_created_idx` ON `money_records` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `money_records_category_idx` ON `money_records` (`category_account_id`,`date`);--> statement-breakpoint
CREATE INDEX `money_records_treasury_idx` ON `money_records` (`treasury_id`,`date`);--> statement-breakpoint
CREATE INDEX `money_records_stakeholder_idx` ON `money_records` (`stakeholder_id`,`date`);--> statement-breakpoint
CREATE TABLE `outbox_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox_messages` (`to`);--> statement-breakpoint
CREATE TABLE `link_purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`terminal_id` integer NOT NULL,
	`link_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`card_masked` text NOT NULL,
	`payer_name` text,
	`payer_mobile` text,
	`reference` text NOT NULL,
	`paid_at` text NOT NULL,
	`paid_on` text NOT NULL,
	`search_text` text NOT NULL,
	`manual` integer DEFAULT false NOT NULL,
	`note` text,
	FOREIGN KEY (`terminal_id`) REFERENCES `terminals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`link_id`) REFERENCES `payment_links`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "link_purchases_amount" CHECK("link_purchases"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `link_purchases_reference_unique` ON `link_purchases` (`reference`);--> statement-breakpoint
CREATE INDEX `link_purchases_terminal_day_idx` ON `link_purchases` (`terminal_id`,`paid_on`);--> statement-breakpoint
CREATE INDEX `link_purchases_link_idx` ON `link_purchases` (`link_id`);--> statement-breakpoint
CREATE TABLE `payment_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`terminal_id` integer NOT NULL,
	`token` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`amount_mode` text NOT NULL,
	`amount` integer,
	`min_amount` integer,
	`max_amount` integer,
	`expires_on` text,
	`usage_limit` integer,
	`event_on` text,
	`active` integer DEFAULT true NOT NULL,
	`used_count` integer DEFAULT 0 NOT NULL,
	`collected` integer DEFAULT 0 NOT NULL,
	`search_text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`terminal_id`) REFERENCES `terminals`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_links_kind" CHECK("payment_links"."kind" in ('PAYMENT', 'PURCHASE', 'EVENT')),
	CONSTRAINT "payment_links_amount_mode" CHECK("payment_links"."amount_mode" in ('FIXED', 'PAYER')),
	CONSTRAINT "payment_links_fixed_amount" CHECK("payment_links"."amount_mode" <> 'FIXED' or "payment_links"."amount" > 0),
	CONSTRAINT "payment_links_used" CHECK("payment_links"."usage_limit" is null or "payment_links"."used_count" <= "payment_links"."usage_limit")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_links_token_unique` ON `payment_links` (`token`);--> statement-breakpoint
CREATE INDEX `payment_links_terminal_idx` ON `payment_links` (`terminal_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `terminals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`site_url` text,
	`settlement_iban` text,
	`settlement_schedule` text,
	`callback_url` text,
	`activated_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `terminals_company_idx` ON `terminals` (`company_id`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`account_id` integer NOT NULL,
	`tafsili_id` integer,
	`active` integer DEFAULT true NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`sort_name` text NOT NULL,
	`search_text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payment_methods_default_active" CHECK("payment_methods"."is_default" = 0 or "payment_methods"."active" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_company_name_unique` ON `payment_methods` (`company_id`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_default_per_kind` ON `payment_methods` (`company_id`,`kind`) WHERE "payment_methods"."is_default" = 1;--> statement-breakpoint
CREATE INDEX `payment_methods_company_kind_idx` ON `payment_methods` (`company_id`,`kind`,`sort_name`);--> statement-breakpoint
CREATE INDEX `payment_methods_company_sort_name_idx` ON `payment_methods` (`company_id`,`sort_name`);--> statement-breakpoint
CREATE INDEX `payment_methods_company_created_idx` ON `payment_methods` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payment_methods_account_idx` ON `payment_methods` (`account_id`);--> statement-breakpoint
CREATE INDEX `payment_methods_tafsili_idx` ON `payment_methods` (`tafsili_id`);--> statement-breakpoint
CREATE TABLE `saved_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`query` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_reports_company_user_idx` ON `saved_reports` (`company_id`,`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`rotated_at` text,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_token_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_session_idx` ON `refresh_tokens` (`session_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`device_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text,
	`revoked_reason` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_device_idx` ON `sessions` (`user_id`,`device_id`);--> statement-breakpoint
CREATE TABLE `stakeholders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`display_name` text NOT NULL,
	`sort_name` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`business_name` text,
	`national_id` text,
	`economic_code` text,
	`registration_number` text,
	`is_customer` integer NOT NULL,
	`is_supplier` integer NOT NULL,
	`mobile` text,
	`phone` text,
	`email` text,
	`province` text,
	`city` text,
	`address` text,
	`postal_code` text,
	`credit_limit` integer,
	`notes` text,
	`active` integer DEFAULT true NOT NULL,
	`search_text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stakeholders_company_code_unique` ON `stakeholders` (`company_id`,`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `stakeholders_company_national_id_unique` ON `stakeholders` (`company_id`,`national_id`) WHERE "stakeholders"."national_id" is not null;--> statement-breakpoint
CREATE INDEX `stakeholders_company_search_idx` ON `stakeholders` (`company_id`,`search_text`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_created_idx` ON `stakeholders` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_sort_name_idx` ON `stakeholders` (`company_id`,`sort_name`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_kind_idx` ON `stakeholders` (`company_id`,`kind`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_mobile_idx` ON `stakeholders` (`company_id`,`mobile`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_credit_limit_idx` ON `stakeholders` (`company_id`,`credit_limit`);--> statement-breakpoint
CREATE TABLE `stock_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`source_type` text NOT NULL,
	`source_id` integer NOT NULL,
	`date` text NOT NULL,
	`quantity_thousandths` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stock_movements_quantity_not_zero" CHECK("stock_movements"."quantity_thousandths" <> 0)
);
--> statement-breakpoint
CREATE INDEX `stock_movements_item_date_idx` ON `stock_movements` (`item_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `stock_movements_source_idx` ON `stock_movements` (`source_type`,`source_id`);--> statement-breakpoint
CREATE INDEX `stock_movements_invoice_idx` ON `stock_movements` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `translation_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`lang` text NOT NULL,
	`old_value` text,
	`new_value` text NOT NULL,
	`changed_by` integer NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `translation_changes_key_idx` ON `translation_changes` (`key`);--> statement-breakpoint
CREATE TABLE `translations` (
	`key` text NOT NULL,
	`lang` text NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`key`, `lang`)
);
--> statement-breakpoint
CREATE INDEX `translations_lang_idx` ON `translations` (`lang`);--> statement-breakpoint
CREATE TABLE `owner_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`partner_id` integer NOT NULL,
	`kind` text NOT NULL,
	`date` text NOT NULL,
	`amount` integer NOT NULL,
	`treasury_tafsili_id` integer NOT NULL,
	`description` text,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`cancelled_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`partner_id`) REFERENCES `treasury_partners`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`treasury_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "owner_transactions_amount_positive" CHECK("owner_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `owner_transactions_company_date_idx` ON `owner_transactions` (`company_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `owner_transactions_partner_idx` ON `owner_transactions` (`partner_id`);--> statement-breakpoint
CREATE TABLE `petty_cash_settlement_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`settlement_id` integer NOT NULL,
	`row` integer NOT NULL,
	`account_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`description` text,
	FOREIGN KEY (`settlement_id`) REFERENCES `petty_cash_settlements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "petty_cash_settlement_lines_amount_positive" CHECK("petty_cash_settlement_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `petty_cash_settlement_lines_row_unique` ON `petty_cash_settlement_lines` (`settlement_id`,`row`);--> statement-breakpoint
CREATE TABLE `petty_cash_settlements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`holder_tafsili_id` integer NOT NULL,
	`date` text NOT NULL,
	`total` integer NOT NULL,
	`description` text,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`cancelled_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`holder_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "petty_cash_settlements_total_positive" CHECK("petty_cash_settlements"."total" > 0)
);
--> statement-breakpoint
CREATE INDEX `petty_cash_settlements_company_date_idx` ON `petty_cash_settlements` (`company_id`,`date`,`id`);--> statement-breakpoint
CREATE TABLE `treasury_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`tafsili_id` integer NOT NULL,
	`name` text NOT NULL,
	`bank_name` text,
	`branch` text,
	`account_number` text,
	`iban` text,
	`card_number` text,
	`holder_name` text,
	`cash_limit` integer,
	`opening_balance` integer DEFAULT 0 NOT NULL,
	`opening_date` text,
	`description` text,
	`archived` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "treasury_accounts_opening_not_negative" CHECK("treasury_accounts"."opening_balance" >= 0),
	CONSTRAINT "treasury_accounts_limit_not_negative" CHECK("treasury_accounts"."cash_limit" is null or "treasury_accounts"."cash_limit" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `treasury_accounts_tafsili_unique` ON `treasury_accounts` (`tafsili_id`);--> statement-breakpoint
CREATE INDEX `treasury_accounts_company_kind_idx` ON `treasury_accounts` (`company_id`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `treasury_accounts_company_iban_unique` ON `treasury_accounts` (`company_id`,`iban`) WHERE "treasury_accounts"."iban" is not null;--> statement-breakpoint
CREATE TABLE `treasury_partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`tafsili_id` integer NOT NULL,
	`name` text NOT NULL,
	`share_basis_points` integer,
	`mobile` text,
	`description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "treasury_partners_share_range" CHECK("treasury_partners"."share_basis_points" is null or "treasury_partners"."share_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `treasury_partners_tafsili_unique` ON `treasury_partners` (`tafsili_id`);--> statement-breakpoint
CREATE INDEX `treasury_partners_company_idx` ON `treasury_partners` (`company_id`);--> statement-breakpoint
CREATE TABLE `treasury_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`cash_may_go_negative` integer DEFAULT false NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `treasury_transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text DEFAULT 'TRANSFER' NOT NULL,
	`date` text NOT NULL,
	`from_tafsili_id` integer NOT NULL,
	`to_tafsili_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`fee` integer DEFAULT 0 NOT NULL,
	`reference` text,
	`description` text,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`cancelled_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`to_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "treasury_transfers_amount_positive" CHECK("treasury_transfers"."amount" > 0),
	CONSTRAINT "treasury_transfers_fee_not_negative" CHECK("treasury_transfers"."fee" >= 0),
	CONSTRAINT "treasury_transfers_two_places" CHECK("treasury_transfers"."from_tafsili_id" <> "treasury_transfers"."to_tafsili_id")
);
--> statement-breakpoint
CREATE INDEX `treasury_transfers_company_date_idx` ON `treasury_transfers` (`company_id`,`date`,`id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`role` text DEFAULT 'USER' NOT NULL,
	`first_name` text,
	`last_name` text,
	`mobile` text,
	`mobile_verified` integer DEFAULT false NOT NULL,
	`lang` text DEFAULT 'fa' NOT NULL,
	`lang_dir` text DEFAULT 'rtl' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
-- ============================================================================================================
-- What drizzle-kit does not write from db/src/schema, carried verbatim from the migrations this baseline folds
-- (0023, 0026, 0037): the lists' trigram search indexes and the triggers that keep them and the list roll-ups in
-- step with their tables. The roll-ups' backfills from existing rows are left out: this runs on an empty database.
-- ============================================================================================================
-- Trigram indexes of the lists' search keys (issue 19): a search word of three letters or more is looked up in the
-- index instead of tested with instr() on every row of the company, and the page and its count read only the rows
-- it names. External content (the text stays in the row); the triggers keep each index in step with its table.
CREATE VIRTUAL TABLE `stakeholders_search` USING fts5(search_text, content='stakeholders', content_rowid='id', tokenize='trigram case_sensitive 1');--> statement-breakpoint
INSERT INTO `stakeholders_search` (`stakeholders_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `stakeholders_search_insert` AFTER INSERT ON `stakeholders` BEGIN INSERT INTO `stakeholders_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE TRIGGER `stakeholders_search_delete` AFTER DELETE ON `stakeholders` BEGIN INSERT INTO `stakeholders_search` (`stakeholders_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;--> statement-breakpoint
CREATE TRIGGER `stakeholders_search_update` AFTER UPDATE OF search_text ON `stakeholders` BEGIN INSERT INTO `stakeholders_search` (`stakeholders_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO `stakeholders_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE VIRTUAL TABLE `items_search` USING fts5(search_text, content='items', content_rowid='id', tokenize='trigram case_sensitive 1');--> statement-breakpoint
INSERT INTO `items_search` (`items_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `items_search_insert` AFTER INSERT ON `items` BEGIN INSERT INTO `items_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE TRIGGER `items_search_delete` AFTER DELETE ON `items` BEGIN INSERT INTO `items_search` (`items_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;--> statement-breakpoint
CREATE TRIGGER `items_search_update` AFTER UPDATE OF search_text ON `items` BEGIN INSERT INTO `items_search` (`items_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO `items_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE VIRTUAL TABLE `vouchers_search` USING fts5(description, content='vouchers', content_rowid='id', tokenize='trigram case_sensitive 1');--> statement-breakpoint
INSERT INTO `vouchers_search` (`vouchers_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `vouchers_search_insert` AFTER INSERT ON `vouchers` BEGIN INSERT INTO `vouchers_search` (rowid, description) VALUES (new.id, new.description); END;--> statement-breakpoint
CREATE TRIGGER `vouchers_search_delete` AFTER DELETE ON `vouchers` BEGIN INSERT INTO `vouchers_search` (`vouchers_search`, rowid, description) VALUES ('delete', old.id, old.description); END;--> statement-breakpoint
CREATE TRIGGER `vouchers_search_update` AFTER UPDATE OF description ON `vouchers` BEGIN INSERT INTO `vouchers_search` (`vouchers_search`, rowid, description) VALUES ('delete', old.id, old.description); INSERT INTO `vouchers_search` (rowid, description) VALUES (new.id, new.description); END;--> statement-breakpoint
-- The invoice list at 100,000 (issue 19). A trigram index of the invoices' stored search key, as migration 0023 made
-- for the other lists: a search word of three letters or more reads the rows the index names instead of testing every
-- invoice of the company. And the list's totals without a scan: invoice_list_totals keeps the count and the four sums
-- per company, kind, status and issue date, kept by triggers on every write of an invoice (any writer: the domain,
-- the seed's bulk inserts, a reset copying rows back), so the totals of the unsearched list, a tab, a status or a
-- date range add up a few hundred roll-up rows. The triggers add a missing row, then the figures (not an upsert:
-- a statement's conflict policy would override the trigger's), and drop a row whose count falls to 0.
CREATE VIRTUAL TABLE `invoices_search` USING fts5(search_text, content='invoices', content_rowid='id', tokenize='trigram case_sensitive 1');--> statement-breakpoint
INSERT INTO `invoices_search` (`invoices_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `invoices_search_insert` AFTER INSERT ON `invoices` BEGIN INSERT INTO `invoices_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE TRIGGER `invoices_search_delete` AFTER DELETE ON `invoices` BEGIN INSERT INTO `invoices_search` (`invoices_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;--> statement-breakpoint
CREATE TRIGGER `invoices_search_update` AFTER UPDATE OF search_text ON `invoices` BEGIN INSERT INTO `invoices_search` (`invoices_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO `invoices_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE TRIGGER `invoice_list_totals_insert` AFTER INSERT ON `invoices` BEGIN
	INSERT INTO `invoice_list_totals` SELECT new.company_id, new.kind, new.status, new.issue_date, 0, 0, 0, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM `invoice_list_totals` WHERE company_id = new.company_id AND kind = new.kind AND status = new.status AND issue_date = new.issue_date);
	UPDATE `invoice_list_totals` SET invoices = invoices + 1, grand_total = grand_total + new.grand_total, vat_total = vat_total + new.vat_total, paid = paid + new.paid, balance_due = balance_due + new.balance_due WHERE company_id = new.company_id AND kind = new.kind AND status = new.status AND issue_date = new.issue_date;
END;--> statement-breakpoint
CREATE TRIGGER `invoice_list_totals_delete` AFTER DELETE ON `invoices` BEGIN
	UPDATE `invoice_list_totals` SET invoices = invoices - 1, grand_total = grand_total - old.grand_total, vat_total = vat_total - old.vat_total, paid = paid - old.paid, balance_due = balance_due - old.balance_due WHERE company_id = old.company_id AND kind = old.kind AND status = old.status AND issue_date = old.issue_date;
	DELETE FROM `invoice_list_totals` WHERE company_id = old.company_id AND kind = old.kind AND status = old.status AND issue_date = old.issue_date AND invoices = 0;
END;--> statement-breakpoint
CREATE TRIGGER `invoice_list_totals_update` AFTER UPDATE OF company_id, kind, status, issue_date, grand_total, vat_total, paid, balance_due ON `invoices` BEGIN
	UPDATE `invoice_list_totals` SET invoices = invoices - 1, grand_total = grand_total - old.grand_total, vat_total = vat_total - old.vat_total, paid = paid - old.paid, balance_due = balance_due - old.balance_due WHERE company_id = old.company_id AND kind = old.kind AND status = old.status AND issue_date = old.issue_date;
	INSERT INTO `invoice_list_totals` SELECT new.company_id, new.kind, new.status, new.issue_date, 0, 0, 0, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM `invoice_list_totals` WHERE company_id = new.company_id AND kind = new.kind AND status = new.status AND issue_date = new.issue_date);
	UPDATE `invoice_list_totals` SET invoices = invoices + 1, grand_total = grand_total + new.grand_total, vat_total = vat_total + new.vat_total, paid = paid + new.paid, balance_due = balance_due + new.balance_due WHERE company_id = new.company_id AND kind = new.kind AND status = new.status AND issue_date = new.issue_date;
	DELETE FROM `invoice_list_totals` WHERE company_id = old.company_id AND kind = old.kind AND status = old.status AND issue_date = old.issue_date AND invoices = 0;
END;--> statement-breakpoint
-- The stakeholder and item lists' counts without a scan (issue 35): an unsearched page's total had counted the
-- company's 100,000 rows on every call. Each roll-up keeps the number of rows per company and per value of every
-- column the list filters on, kept by triggers on every write (any writer: the domain, an import's bulk inserts, the
-- seed, a reset copying rows back), so a total adds up a few rows. As in migration 0026, the triggers add a missing
-- row and then count (a statement's conflict policy would override an upsert's), compare with IS (an item's
-- category may be null) and drop a row whose count falls to 0.
CREATE TRIGGER `stakeholder_list_counts_insert` AFTER INSERT ON `stakeholders` BEGIN
	INSERT INTO `stakeholder_list_counts` SELECT new.company_id, new.kind, new.is_customer, new.is_supplier, new.active, 0 WHERE NOT EXISTS (SELECT 1 FROM `stakeholder_list_counts` WHERE company_id IS new.company_id AND kind IS new.kind AND is_customer IS new.is_customer AND is_supplier IS new.is_supplier AND active IS new.active);
	UPDATE `stakeholder_list_counts` SET stakeholders = stakeholders + 1 WHERE company_id IS new.company_id AND kind IS new.kind AND is_customer IS new.is_customer AND is_supplier IS new.is_supplier AND active IS new.active;
END;--> statement-breakpoint
CREATE TRIGGER `stakeholder_list_counts_delete` AFTER DELETE ON `stakeholders` BEGIN
	UPDATE `stakeholder_list_counts` SET stakeholders = stakeholders - 1 WHERE company_id IS old.company_id AND kind IS old.kind AND is_customer IS old.is_customer AND is_supplier IS old.is_supplier AND active IS old.active;
	DELETE FROM `stakeholder_list_counts` WHERE company_id IS old.company_id AND kind IS old.kind AND is_customer IS old.is_customer AND is_supplier IS old.is_supplier AND active IS old.active AND stakeholders = 0;
END;--> statement-breakpoint
CREATE TRIGGER `stakeholder_list_counts_update` AFTER UPDATE OF company_id, kind, is_customer, is_supplier, active ON `stakeholders` BEGIN
	UPDATE `stakeholder_list_counts` SET stakeholders = stakeholders - 1 WHERE company_id IS old.company_id AND kind IS old.kind AND is_customer IS old.is_customer AND is_supplier IS old.is_supplier AND active IS old.active;
	DELETE FROM `stakeholder_list_counts` WHERE company_id IS old.company_id AND kind IS old.kind AND is_customer IS old.is_customer AND is_supplier IS old.is_supplier AND active IS old.active AND stakeholders = 0;
	INSERT INTO `stakeholder_list_counts` SELECT new.company_id, new.kind, new.is_customer, new.is_supplier, new.active, 0 WHERE NOT EXISTS (SELECT 1 FROM `stakeholder_list_counts` WHERE company_id IS new.company_id AND kind IS new.kind AND is_customer IS new.is_customer AND is_supplier IS new.is_supplier AND active IS new.active);
	UPDATE `stakeholder_list_counts` SET stakeholders = stakeholders + 1 WHERE company_id IS new.company_id AND kind IS new.kind AND is_customer IS new.is_customer AND is_supplier IS new.is_supplier AND active IS new.active;
END;--> statement-breakpoint
CREATE TRIGGER `item_list_counts_insert` AFTER INSERT ON `items` BEGIN
	INSERT INTO `item_list_counts` SELECT new.company_id, new.kind, new.category, new.active, 0 WHERE NOT EXISTS (SELECT 1 FROM `item_list_counts` WHERE company_id IS new.company_id AND kind IS new.kind AND category IS new.category AND active IS new.active);
	UPDATE `item_list_counts` SET items = items + 1 WHERE company_id IS new.company_id AND kind IS new.kind AND category IS new.category AND active IS new.active;
END;--> statement-breakpoint
CREATE TRIGGER `item_list_counts_delete` AFTER DELETE ON `items` BEGIN
	UPDATE `item_list_counts` SET items = items - 1 WHERE company_id IS old.company_id AND kind IS old.kind AND category IS old.category AND active IS old.active;
	DELETE FROM `item_list_counts` WHERE company_id IS old.company_id AND kind IS old.kind AND category IS old.category AND active IS old.active AND items = 0;
END;--> statement-breakpoint
CREATE TRIGGER `item_list_counts_update` AFTER UPDATE OF company_id, kind, category, active ON `items` BEGIN
	UPDATE `item_list_counts` SET items = items - 1 WHERE company_id IS old.company_id AND kind IS old.kind AND category IS old.category AND active IS old.active;
	DELETE FROM `item_list_counts` WHERE company_id IS old.company_id AND kind IS old.kind AND category IS old.category AND active IS old.active AND items = 0;
	INSERT INTO `item_list_counts` SELECT new.company_id, new.kind, new.category, new.active, 0 WHERE NOT EXISTS (SELECT 1 FROM `item_list_counts` WHERE company_id IS new.company_id AND kind IS new.kind AND category IS new.category AND active IS new.active);
	UPDATE `item_list_counts` SET items = items + 1 WHERE company_id IS new.company_id AND kind IS new.kind AND category IS new.category AND active IS new.active;
END;
