-- The legal books (issue 38): per company and fiscal year, each book's seal (پلمپ) date and registration number and
-- the number of its first page, whether the journal summarises by day or by month, how many rows a page holds, and
-- whether the opening and closing vouchers take rows of their own.
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
);--> statement-breakpoint
CREATE UNIQUE INDEX `legal_book_settings_year_unique` ON `legal_book_settings` (`company_id`,`fiscal_year_id`);
