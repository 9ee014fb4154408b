ALTER TABLE `accounting_settings` ADD `petty_cash_account_id` integer REFERENCES accounts(id);--> statement-breakpoint
ALTER TABLE `accounting_settings` ADD `capital_account_id` integer REFERENCES accounts(id);--> statement-breakpoint
ALTER TABLE `accounting_settings` ADD `drawings_account_id` integer REFERENCES accounts(id);--> statement-breakpoint
UPDATE `accounting_settings` SET
	`petty_cash_account_id` = (SELECT `id` FROM `accounts` WHERE `accounts`.`company_id` = `accounting_settings`.`company_id` AND `code` = '1103' AND `level` = 'MOEIN'),
	`capital_account_id` = (SELECT `id` FROM `accounts` WHERE `accounts`.`company_id` = `accounting_settings`.`company_id` AND `code` = '5101' AND `level` = 'MOEIN'),
	`drawings_account_id` = (SELECT `id` FROM `accounts` WHERE `accounts`.`company_id` = `accounting_settings`.`company_id` AND `code` = '5301' AND `level` = 'MOEIN');--> statement-breakpoint
UPDATE `accounts` SET `system` = 1 WHERE `level` = 'MOEIN' AND `code` IN ('1103', '5101', '5301');--> statement-breakpoint
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
CREATE INDEX `treasury_transfers_company_date_idx` ON `treasury_transfers` (`company_id`,`date`,`id`);
