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
	CONSTRAINT "invoice_moadian_exports_subject_check" CHECK(`subject` in (1, 2, 3, 4))
);--> statement-breakpoint
CREATE INDEX `invoice_moadian_exports_invoice_idx` ON `invoice_moadian_exports` (`invoice_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_moadian_exports_tax_id_unique` ON `invoice_moadian_exports` (`company_id`,`tax_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_moadian_exports_reference_unique` ON `invoice_moadian_exports` (`invoice_id`,`reference_tax_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_moadian_exports_original_unique` ON `invoice_moadian_exports` (`invoice_id`) WHERE `subject` = 1;--> statement-breakpoint
ALTER TABLE `invoices` ADD `recurring_template_id` integer REFERENCES invoices(id) ON DELETE set null;--> statement-breakpoint
UPDATE `invoices` SET `recurring_template_id` = (
	SELECT `s`.`invoice_id` FROM `invoice_schedule_runs` `r`
	JOIN `invoice_schedules` `s` ON `s`.`id` = `r`.`schedule_id`
	WHERE `r`.`invoice_id` = `invoices`.`id`
);--> statement-breakpoint
ALTER TABLE `invoice_schedule_runs` ADD `draft_reason` text;--> statement-breakpoint
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
