CREATE TABLE `bank_bills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`bill_id` text NOT NULL,
	`payment_id` text NOT NULL,
	`amount` integer NOT NULL,
	`due_on` text NOT NULL,
	`paid_at` text,
	`transaction_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `bank_transactions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bank_bills_amount_positive" CHECK("bank_bills"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_bills_ids_unique` ON `bank_bills` (`user_id`,`bill_id`,`payment_id`);--> statement-breakpoint
CREATE TABLE `bank_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`deposit_id` text NOT NULL,
	`number` text NOT NULL,
	`holder` text NOT NULL,
	`expiry` text NOT NULL,
	`blocked` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_cards_number_unique` ON `bank_cards` (`number`);--> statement-breakpoint
CREATE INDEX `bank_cards_user_idx` ON `bank_cards` (`user_id`);--> statement-breakpoint
CREATE INDEX `bank_cards_deposit_idx` ON `bank_cards` (`deposit_id`);--> statement-breakpoint
CREATE TABLE `bank_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`deposit_id` text NOT NULL,
	`card_id` text,
	`occurred_at` text NOT NULL,
	`amount` integer NOT NULL,
	`direction` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`counterparty` text,
	`balance_after` integer NOT NULL,
	`reference` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`card_id`) REFERENCES `bank_cards`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bank_transactions_amount_positive" CHECK("bank_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_transactions_reference_unique` ON `bank_transactions` (`reference`);--> statement-breakpoint
CREATE INDEX `bank_transactions_deposit_idx` ON `bank_transactions` (`deposit_id`,`occurred_at`,`id`);--> statement-breakpoint
CREATE INDEX `bank_transactions_user_idx` ON `bank_transactions` (`user_id`,`occurred_at`);--> statement-breakpoint
CREATE TABLE `bank_transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`kind` text NOT NULL,
	`source_deposit_id` text NOT NULL,
	`source_card_id` text,
	`destination` text NOT NULL,
	`destination_name` text,
	`destination_bank` text NOT NULL,
	`amount` integer NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'AWAITING_CODE' NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`code_expires_at` text NOT NULL,
	`reference` text,
	`debit_transaction_id` integer,
	`credit_transaction_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_card_id`) REFERENCES `bank_cards`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`debit_transaction_id`) REFERENCES `bank_transactions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`credit_transaction_id`) REFERENCES `bank_transactions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bank_transfers_amount_positive" CHECK("bank_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_transfers_key_unique` ON `bank_transfers` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `bank_saved_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`bank` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_saved_accounts_unique` ON `bank_saved_accounts` (`user_id`,`kind`,`value`);--> statement-breakpoint
ALTER TABLE `deposits` ADD `type` text DEFAULT 'CURRENT' NOT NULL;--> statement-breakpoint
ALTER TABLE `deposits` ADD `daily_limit` integer DEFAULT 2000000000 NOT NULL;
