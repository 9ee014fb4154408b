-- Issue 18, company administration: the company's printed profile (registration number, postal code, document
-- language, logo) and its payment methods.
CREATE TABLE `company_profiles` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`registration_number` text,
	`postal_code` text,
	`document_language` text DEFAULT 'fa' NOT NULL,
	`logo_mime_type` text,
	`logo_data` blob,
	`logo_width` integer,
	`logo_height` integer,
	`logo_updated_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "company_profiles_postal_code" CHECK("company_profiles"."postal_code" is null or (length("company_profiles"."postal_code") = 10 and "company_profiles"."postal_code" not glob '*[^0-9]*')),
	CONSTRAINT "company_profiles_logo_whole" CHECK(("company_profiles"."logo_data" is null) = ("company_profiles"."logo_mime_type" is null) and ("company_profiles"."logo_data" is null) = ("company_profiles"."logo_width" is null)),
	CONSTRAINT "company_profiles_logo_size" CHECK("company_profiles"."logo_data" is null or length("company_profiles"."logo_data") <= 1048576),
	CONSTRAINT "company_profiles_logo_pixels" CHECK("company_profiles"."logo_width" is null or ("company_profiles"."logo_width" between 1 and 256 and "company_profiles"."logo_height" between 1 and 256))
);
--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`account_id` integer NOT NULL,
	`tafsili_id` integer,
	`active` integer DEFAULT true NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`sort_name` text NOT NULL,
	`search_text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payment_methods_default_active" CHECK("payment_methods"."is_default" = 0 or "payment_methods"."active" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_company_name_unique` ON `payment_methods` (`company_id`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_default_per_kind` ON `payment_methods` (`company_id`,`kind`) WHERE "payment_methods"."is_default" = 1;--> statement-breakpoint
CREATE INDEX `payment_methods_company_kind_idx` ON `payment_methods` (`company_id`,`kind`,`sort_name`);--> statement-breakpoint
CREATE INDEX `payment_methods_company_sort_name_idx` ON `payment_methods` (`company_id`,`sort_name`);--> statement-breakpoint
CREATE INDEX `payment_methods_company_created_idx` ON `payment_methods` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payment_methods_account_idx` ON `payment_methods` (`account_id`);--> statement-breakpoint
CREATE INDEX `payment_methods_tafsili_idx` ON `payment_methods` (`tafsili_id`);