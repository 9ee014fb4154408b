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
CREATE INDEX `money_records_stakeholder_idx` ON `money_records` (`stakeholder_id`,`date`);