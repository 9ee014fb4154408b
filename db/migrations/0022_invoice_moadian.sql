ALTER TABLE `invoices` ADD `einvoice_type` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `einvoice_pattern` integer;--> statement-breakpoint
ALTER TABLE `items` ADD `goods_service_id` text;--> statement-breakpoint
CREATE TABLE `company_moadian_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`memory_id` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
