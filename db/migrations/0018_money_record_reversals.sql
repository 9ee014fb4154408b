ALTER TABLE `money_records` ADD `reversal_voucher_id` integer REFERENCES vouchers(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `money_records` ADD `reversed_at` text;
