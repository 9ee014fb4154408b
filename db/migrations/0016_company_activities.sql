CREATE TABLE `company_activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer,
	`api_key_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer,
	`action` text NOT NULL,
	`changes` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "company_activities_action" CHECK("company_activities"."action" in ('CREATE', 'UPDATE', 'DELETE')),
	CONSTRAINT "company_activities_changes_object" CHECK(json_type("company_activities"."changes") = 'object')
);
--> statement-breakpoint
CREATE INDEX `company_activities_company_idx` ON `company_activities` (`company_id`,`id`);--> statement-breakpoint
CREATE INDEX `company_activities_company_entity_idx` ON `company_activities` (`company_id`,`entity`,`id`);--> statement-breakpoint
CREATE INDEX `company_activities_company_user_idx` ON `company_activities` (`company_id`,`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `company_activities_company_created_idx` ON `company_activities` (`company_id`,`created_at`);
