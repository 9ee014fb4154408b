CREATE TABLE `delivery_note_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`delivery_note_id` integer NOT NULL,
	`invoice_line_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`quantity_thousandths` integer NOT NULL,
	FOREIGN KEY (`delivery_note_id`) REFERENCES `delivery_notes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_line_id`) REFERENCES `invoice_lines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "delivery_note_lines_quantity_positive" CHECK("delivery_note_lines"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE INDEX `delivery_note_lines_note_idx` ON `delivery_note_lines` (`delivery_note_id`);--> statement-breakpoint
CREATE INDEX `delivery_note_lines_line_idx` ON `delivery_note_lines` (`invoice_line_id`);--> statement-breakpoint
CREATE TABLE `delivery_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`fiscal_year_id` integer NOT NULL,
	`number` integer NOT NULL,
	`date` text NOT NULL,
	`notes` text,
	`search_text` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_notes_year_number_unique` ON `delivery_notes` (`fiscal_year_id`,`number`);--> statement-breakpoint
CREATE INDEX `delivery_notes_company_date_idx` ON `delivery_notes` (`company_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `delivery_notes_invoice_idx` ON `delivery_notes` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `invoice_return_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_id` integer NOT NULL,
	`invoice_line_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`quantity_thousandths` integer NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `invoice_returns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_line_id`) REFERENCES `invoice_lines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "invoice_return_lines_quantity_positive" CHECK("invoice_return_lines"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE INDEX `invoice_return_lines_return_idx` ON `invoice_return_lines` (`return_id`);--> statement-breakpoint
CREATE INDEX `invoice_return_lines_line_idx` ON `invoice_return_lines` (`invoice_line_id`);--> statement-breakpoint
CREATE TABLE `invoice_returns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`kind` text NOT NULL,
	`fiscal_year_id` integer NOT NULL,
	`number` integer NOT NULL,
	`date` text NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	`total` integer NOT NULL,
	`notes` text,
	`voucher_id` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fiscal_year_id`) REFERENCES `fiscal_years`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoice_returns_figures" CHECK("invoice_returns"."net" >= 0 and "invoice_returns"."vat" >= 0 and "invoice_returns"."total" = "invoice_returns"."net" + "invoice_returns"."vat")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_returns_year_kind_number_unique` ON `invoice_returns` (`fiscal_year_id`,`kind`,`number`);--> statement-breakpoint
CREATE INDEX `invoice_returns_invoice_idx` ON `invoice_returns` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `stock_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`source_type` text NOT NULL,
	`source_id` integer NOT NULL,
	`date` text NOT NULL,
	`quantity_thousandths` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stock_movements_quantity_not_zero" CHECK("stock_movements"."quantity_thousandths" <> 0)
);
--> statement-breakpoint
CREATE INDEX `stock_movements_item_date_idx` ON `stock_movements` (`item_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `stock_movements_source_idx` ON `stock_movements` (`source_type`,`source_id`);--> statement-breakpoint
CREATE INDEX `stock_movements_invoice_idx` ON `stock_movements` (`invoice_id`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `returned` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `invoices_source_idx` ON `invoices` (`source_invoice_id`);