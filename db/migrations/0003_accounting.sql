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
CREATE INDEX `voucher_lines_ledger_idx` ON `voucher_lines` (`company_id`,`account_id`,`date`);--> statement-breakpoint
CREATE INDEX `voucher_lines_tafsili_idx` ON `voucher_lines` (`company_id`,`tafsili_id`,`date`);--> statement-breakpoint
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
CREATE INDEX `vouchers_company_date_idx` ON `vouchers` (`company_id`,`date`);--> statement-breakpoint
CREATE INDEX `vouchers_company_source_idx` ON `vouchers` (`company_id`,`source_type`,`source_id`);--> statement-breakpoint
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
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fiscal_years_bounds" CHECK("fiscal_years"."start_date" <= "fiscal_years"."end_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fiscal_years_company_start_unique` ON `fiscal_years` (`company_id`,`start_date`);