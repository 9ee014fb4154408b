CREATE TABLE `cheque_books` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`bank_tafsili_id` integer NOT NULL,
	`series` text NOT NULL,
	`first_leaf` integer NOT NULL,
	`last_leaf` integer NOT NULL,
	`received_date` text,
	`description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "cheque_books_leaves" CHECK("cheque_books"."first_leaf" > 0 and "cheque_books"."last_leaf" >= "cheque_books"."first_leaf")
);
--> statement-breakpoint
CREATE INDEX `cheque_books_bank_idx` ON `cheque_books` (`company_id`,`bank_tafsili_id`);--> statement-breakpoint
CREATE TABLE `cheques` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`direction` text NOT NULL,
	`state` text NOT NULL,
	`sayad_id` text NOT NULL,
	`serial` text,
	`bank_name` text,
	`branch` text,
	`drawer_name` text,
	`drawer_national_id` text,
	`amount` integer NOT NULL,
	`due_date` text NOT NULL,
	`date` text NOT NULL,
	`description` text,
	`stakeholder_id` integer NOT NULL,
	`invoice_payment_id` integer,
	`bank_tafsili_id` integer,
	`cheque_book_id` integer,
	`leaf` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stakeholder_id`) REFERENCES `stakeholders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_payment_id`) REFERENCES `invoice_payments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`bank_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cheque_book_id`) REFERENCES `cheque_books`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cheques_amount_positive" CHECK("cheques"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cheques_company_sayad_unique` ON `cheques` (`company_id`,`sayad_id`);--> statement-breakpoint
CREATE INDEX `cheques_company_direction_due_idx` ON `cheques` (`company_id`,`direction`,`due_date`,`id`);--> statement-breakpoint
CREATE INDEX `cheques_stakeholder_idx` ON `cheques` (`stakeholder_id`);--> statement-breakpoint
CREATE INDEX `cheques_payment_idx` ON `cheques` (`invoice_payment_id`);--> statement-breakpoint
CREATE TABLE `cheque_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`cheque_id` integer NOT NULL,
	`kind` text NOT NULL,
	`date` text NOT NULL,
	`from_state` text,
	`to_state` text NOT NULL,
	`bank_tafsili_id` integer,
	`stakeholder_id` integer,
	`reason` text,
	`undone_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cheque_id`) REFERENCES `cheques`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stakeholder_id`) REFERENCES `stakeholders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `cheque_steps_cheque_idx` ON `cheque_steps` (`cheque_id`,`id`);--> statement-breakpoint
CREATE TABLE `cheque_leaves` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`cheque_book_id` integer NOT NULL,
	`leaf` integer NOT NULL,
	`cheque_id` integer,
	`void_date` text,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cheque_book_id`) REFERENCES `cheque_books`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cheque_id`) REFERENCES `cheques`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cheque_leaves_book_leaf_unique` ON `cheque_leaves` (`cheque_book_id`,`leaf`);--> statement-breakpoint
INSERT INTO `accounts` (`company_id`, `parent_id`, `level`, `code`, `name_fa`, `name_en`, `nature`, `type`, `system`)
SELECT `kol`.`company_id`, `kol`.`id`, 'MOEIN', '1203', 'اسناد در جریان وصول', 'Cheques in collection', 'DEBIT', 'ASSET', 0
FROM `accounts` `kol`
WHERE `kol`.`level` = 'KOL' AND `kol`.`code` = '12'
  AND NOT EXISTS (SELECT 1 FROM `accounts` `a` WHERE `a`.`company_id` = `kol`.`company_id` AND `a`.`code` = '1203');
