-- Periods that stay closed (issue 38): a period whose legal books were finalised is LOCKED, and nothing dated in it
-- reaches the journal again until the owner reopens it with a reason (the row stays, REOPENED, for the activity log).
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
);--> statement-breakpoint
CREATE INDEX `legal_period_locks_company_idx` ON `legal_period_locks` (`company_id`,`status`,`from_date`);
