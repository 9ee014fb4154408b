-- The journal's daily roll-up (issue 38: the legal journal of a year of a million lines within 500 ms): per company,
-- day, account and voucher kind, the sums and count of the lines, kept with the monthly roll-up in the same
-- transaction as every line written or removed. A database migrated here gets it from its lines at once.
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
INSERT INTO `account_day_totals` (`company_id`, `date`, `account_id`, `voucher_kind`, `debit`, `credit`, `lines`)
SELECT `company_id`, `date`, `account_id`, `voucher_kind`, sum(`debit`), sum(`credit`), count(*)
FROM `voucher_lines` GROUP BY `company_id`, `date`, `account_id`, `voucher_kind`;--> statement-breakpoint
CREATE INDEX `vouchers_year_kind_date_idx` ON `vouchers` (`company_id`,`fiscal_year_id`,`kind`,`date`,`number`);--> statement-breakpoint
CREATE INDEX `vouchers_year_status_date_idx` ON `vouchers` (`company_id`,`fiscal_year_id`,`status`,`date`);
