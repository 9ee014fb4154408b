-- Reopening the last closed fiscal year (issue 37): the owner's reason and when it was reopened stay on the year, so
-- the company's activity log (the fiscal_years triggers, rebuilt after every migration) records them with the change.
ALTER TABLE `fiscal_years` ADD `reopen_reason` text;--> statement-breakpoint
ALTER TABLE `fiscal_years` ADD `reopened_at` text;
