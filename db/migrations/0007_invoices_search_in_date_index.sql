DROP INDEX `invoices_company_date_idx`;--> statement-breakpoint
DROP INDEX `invoices_company_kind_date_idx`;--> statement-breakpoint
CREATE INDEX `invoices_company_date_idx` ON `invoices` (`company_id`,`issue_date`,`id`,`search_text`);--> statement-breakpoint
CREATE INDEX `invoices_company_kind_date_idx` ON `invoices` (`company_id`,`kind`,`issue_date`,`id`,`search_text`);