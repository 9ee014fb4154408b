CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`row` integer NOT NULL,
	`item_id` integer NOT NULL,
	`item_code` text NOT NULL,
	`item_name` text NOT NULL,
	`unit` text NOT NULL,
	`description` text,
	`quantity_thousandths` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`discount_type` text NOT NULL,
	`discount_value` real NOT NULL,
	`vat_rate` integer NOT NULL,
	`gross` integer NOT NULL,
	`discount` integer NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	`total` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "invoice_lines_quantity_positive" CHECK("invoice_lines"."quantity_thousandths" > 0),
	CONSTRAINT "invoice_lines_figures" CHECK("invoice_lines"."net" = "invoice_lines"."gross" - "invoice_lines"."discount" and "invoice_lines"."total" = "invoice_lines"."net" + "invoice_lines"."vat")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_lines_invoice_row_unique` ON `invoice_lines` (`invoice_id`,`row`);--> statement-breakpoint
CREATE INDEX `invoice_lines_item_idx` ON `invoice_lines` (`item_id`);--> statement-breakpoint
CREATE TABLE `invoice_number_prefixes` (
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`prefix` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`company_id`, `kind`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoice_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`date` text NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`tafsili_id` integer,
	`reference` text,
	`cheque_due_date` text,
	`notes` text,
	`voucher_id` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tafsili_id`) REFERENCES `tafsili_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoice_payments_amount_positive" CHECK("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `invoice_payments_invoice_idx` ON `invoice_payments` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`fiscal_year_id` integer,
	`number` integer,
	`prefix` text,
	`issue_date` text NOT NULL,
	`due_date` text,
	`stakeholder_id` integer NOT NULL,
	`stakeholder_code` text NOT NULL,
	`stakeholder_name` text NOT NULL,
	`stakeholder_sort_name` text NOT NULL,
	`source_invoice_id` integer,
	`subtotal` integer NOT NULL,
	`line_discounts` integer NOT NULL,
	`vat_total` integer NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`shipping` integer DEFAULT 0 NOT NULL,
	`other_additions` integer DEFAULT 0 NOT NULL,
	`grand_total` integer NOT NULL,
	`paid` integer DEFAULT 0 NOT NULL,
	`balance_due` integer NOT NULL,
	`notes` text,
	`voucher_id` integer,
	`search_text` text NOT NULL,
	`issued_at` text,
	`cancelled_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stakeholder_id`) REFERENCES `stakeholders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoices_figures_not_negative" CHECK("invoices"."grand_total" >= 0 and "invoices"."balance_due" >= 0),
	CONSTRAINT "invoices_paid_within_total" CHECK("invoices"."paid" >= 0 and "invoices"."paid" <= "invoices"."grand_total"),
	CONSTRAINT "invoices_issued_numbered" CHECK("invoices"."status" = 'DRAFT' or "invoices"."number" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_year_kind_number_unique` ON `invoices` (`fiscal_year_id`,`kind`,`number`);--> statement-breakpoint
CREATE INDEX `invoices_company_date_idx` ON `invoices` (`company_id`,`issue_date`);--> statement-breakpoint
CREATE INDEX `invoices_company_kind_date_idx` ON `invoices` (`company_id`,`kind`,`issue_date`);--> statement-breakpoint
CREATE INDEX `invoices_company_kind_number_idx` ON `invoices` (`company_id`,`kind`,`number`);--> statement-breakpoint
CREATE INDEX `invoices_company_status_date_idx` ON `invoices` (`company_id`,`status`,`issue_date`);--> statement-breakpoint
CREATE INDEX `invoices_stakeholder_date_idx` ON `invoices` (`stakeholder_id`,`issue_date`);--> statement-breakpoint
CREATE INDEX `invoices_company_due_idx` ON `invoices` (`company_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `invoices_company_sort_name_idx` ON `invoices` (`company_id`,`stakeholder_sort_name`);--> statement-breakpoint
CREATE INDEX `invoices_company_kind_sort_name_idx` ON `invoices` (`company_id`,`kind`,`stakeholder_sort_name`);--> statement-breakpoint
CREATE INDEX `invoices_company_totals_idx` ON `invoices` (`company_id`,`kind`,`status`,`issue_date`,`stakeholder_id`,`grand_total`,`vat_total`,`paid`,`balance_due`,`search_text`);--> statement-breakpoint
CREATE INDEX `invoices_company_grand_total_idx` ON `invoices` (`company_id`,`grand_total`);--> statement-breakpoint
CREATE INDEX `invoices_company_balance_due_idx` ON `invoices` (`company_id`,`balance_due`);--> statement-breakpoint
CREATE INDEX `invoices_company_created_idx` ON `invoices` (`company_id`,`created_at`);