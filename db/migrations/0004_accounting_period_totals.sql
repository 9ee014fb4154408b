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
DROP INDEX `voucher_lines_ledger_idx`;--> statement-breakpoint
CREATE INDEX `voucher_lines_ledger_kind_idx` ON `voucher_lines` (`company_id`,`account_id`,`voucher_kind`,`date`);