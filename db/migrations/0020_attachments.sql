CREATE TABLE `attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`media_type` text NOT NULL,
	`size` integer NOT NULL,
	`data` blob NOT NULL,
	`uploaded_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "attachments_size" CHECK("attachments"."size" = length("attachments"."data") and "attachments"."size" between 1 and 5242880)
);
--> statement-breakpoint
CREATE INDEX `attachments_owner_idx` ON `attachments` (`company_id`,`owner_kind`,`owner_id`,`id`);
