CREATE TABLE `items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`sort_name` text NOT NULL,
	`unit` text NOT NULL,
	`sale_price` integer,
	`purchase_price` integer,
	`vat_applicable` integer NOT NULL,
	`vat_rate` integer DEFAULT 10 NOT NULL,
	`barcode` text,
	`category` text,
	`track_stock` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`search_text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `items_company_code_unique` ON `items` (`company_id`,`code`);--> statement-breakpoint
CREATE INDEX `items_company_search_idx` ON `items` (`company_id`,`search_text`);--> statement-breakpoint
CREATE INDEX `items_company_created_idx` ON `items` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `items_company_sort_name_idx` ON `items` (`company_id`,`sort_name`);--> statement-breakpoint
CREATE INDEX `items_company_kind_idx` ON `items` (`company_id`,`kind`);--> statement-breakpoint
CREATE INDEX `items_company_sale_price_idx` ON `items` (`company_id`,`sale_price`);--> statement-breakpoint
CREATE INDEX `items_company_purchase_price_idx` ON `items` (`company_id`,`purchase_price`);--> statement-breakpoint
CREATE INDEX `items_company_category_idx` ON `items` (`company_id`,`category`);--> statement-breakpoint
CREATE TABLE `stakeholders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`display_name` text NOT NULL,
	`sort_name` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`business_name` text,
	`national_id` text,
	`economic_code` text,
	`registration_number` text,
	`is_customer` integer NOT NULL,
	`is_supplier` integer NOT NULL,
	`mobile` text,
	`phone` text,
	`email` text,
	`province` text,
	`city` text,
	`address` text,
	`postal_code` text,
	`credit_limit` integer,
	`notes` text,
	`active` integer DEFAULT true NOT NULL,
	`search_text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stakeholders_company_code_unique` ON `stakeholders` (`company_id`,`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `stakeholders_company_national_id_unique` ON `stakeholders` (`company_id`,`national_id`) WHERE "stakeholders"."national_id" is not null;--> statement-breakpoint
CREATE INDEX `stakeholders_company_search_idx` ON `stakeholders` (`company_id`,`search_text`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_created_idx` ON `stakeholders` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_sort_name_idx` ON `stakeholders` (`company_id`,`sort_name`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_kind_idx` ON `stakeholders` (`company_id`,`kind`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_mobile_idx` ON `stakeholders` (`company_id`,`mobile`);--> statement-breakpoint
CREATE INDEX `stakeholders_company_credit_limit_idx` ON `stakeholders` (`company_id`,`credit_limit`);