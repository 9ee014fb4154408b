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
	CONSTRAINT "invoice_schedules_frequency_check" CHECK(`frequency` in ('MONTHLY', 'EVERY_N_DAYS'))
);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_schedules_invoice_unique` ON `invoice_schedules` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `invoice_schedules_company_due_idx` ON `invoice_schedules` (`company_id`,`next_due_date`);--> statement-breakpoint
CREATE TABLE `invoice_schedule_runs` (
	`schedule_id` integer NOT NULL,
	`due_date` text NOT NULL,
	`invoice_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`schedule_id`, `due_date`),
	FOREIGN KEY (`schedule_id`) REFERENCES `invoice_schedules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null
);
