ALTER TABLE `terminals` ADD `site_url` text;--> statement-breakpoint
ALTER TABLE `terminals` ADD `settlement_iban` text;--> statement-breakpoint
ALTER TABLE `terminals` ADD `settlement_schedule` text;--> statement-breakpoint
ALTER TABLE `terminals` ADD `callback_url` text;--> statement-breakpoint
ALTER TABLE `terminals` ADD `activated_at` text;--> statement-breakpoint
CREATE TABLE `payment_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`terminal_id` integer NOT NULL,
	`token` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`amount_mode` text NOT NULL,
	`amount` integer,
	`min_amount` integer,
	`max_amount` integer,
	`expires_on` text,
	`usage_limit` integer,
	`event_on` text,
	`active` integer DEFAULT true NOT NULL,
	`used_count` integer DEFAULT 0 NOT NULL,
	`collected` integer DEFAULT 0 NOT NULL,
	`search_text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`terminal_id`) REFERENCES `terminals`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_links_kind" CHECK("payment_links"."kind" in ('PAYMENT', 'PURCHASE', 'EVENT')),
	CONSTRAINT "payment_links_amount_mode" CHECK("payment_links"."amount_mode" in ('FIXED', 'PAYER')),
	CONSTRAINT "payment_links_fixed_amount" CHECK("payment_links"."amount_mode" <> 'FIXED' or "payment_links"."amount" > 0),
	CONSTRAINT "payment_links_used" CHECK("payment_links"."usage_limit" is null or "payment_links"."used_count" <= "payment_links"."usage_limit")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_links_token_unique` ON `payment_links` (`token`);--> statement-breakpoint
CREATE INDEX `payment_links_terminal_idx` ON `payment_links` (`terminal_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `link_purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`terminal_id` integer NOT NULL,
	`link_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`card_masked` text NOT NULL,
	`payer_name` text,
	`payer_mobile` text,
	`reference` text NOT NULL,
	`paid_at` text NOT NULL,
	`paid_on` text NOT NULL,
	`search_text` text NOT NULL,
	FOREIGN KEY (`terminal_id`) REFERENCES `terminals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`link_id`) REFERENCES `payment_links`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "link_purchases_amount" CHECK("link_purchases"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `link_purchases_reference_unique` ON `link_purchases` (`reference`);--> statement-breakpoint
CREATE INDEX `link_purchases_terminal_day_idx` ON `link_purchases` (`terminal_id`,`paid_on`);--> statement-breakpoint
CREATE INDEX `link_purchases_link_idx` ON `link_purchases` (`link_id`);
