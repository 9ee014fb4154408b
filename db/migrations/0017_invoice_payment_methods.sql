ALTER TABLE `invoice_payments` ADD `payment_method_id` integer REFERENCES payment_methods(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `invoice_payments` ADD `account_id` integer REFERENCES accounts(id);--> statement-breakpoint
UPDATE `invoice_payments` SET `account_id` = (
	SELECT CASE WHEN `invoice_payments`.`method` = 'CASH' THEN `s`.`cash_account_id` ELSE `s`.`bank_account_id` END
	FROM `accounting_settings` `s` WHERE `s`.`company_id` = `invoice_payments`.`company_id`
);--> statement-breakpoint
CREATE INDEX `invoice_payments_payment_method_idx` ON `invoice_payments` (`payment_method_id`);
