-- Issue 18: company roles OWNER, ADMIN, ACCOUNTANT, SALES, VIEWER (was OWNER, ADMIN, ACCOUNTANT, MEMBER), invitations
-- and developers' API keys. SQLite cannot change a column's default or add a CHECK in place, so memberships is
-- rebuilt; a MEMBER becomes SALES: members could add, change and delete the company's records (stakeholders,
-- items, invoices) before, which SALES keeps, while VIEWER would silently take that daily work away.
CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`secret_hash` text NOT NULL,
	`scopes` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`last_used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "api_keys_scopes_array" CHECK(json_type("api_keys"."scopes") = 'array')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_secret_hash_unique` ON `api_keys` (`secret_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_company_idx` ON `api_keys` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` integer,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invitations_role_known" CHECK("invitations"."role" in ('ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER')),
	CONSTRAINT "invitations_status_known" CHECK("invitations"."status" in ('PENDING', 'ACCEPTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_hash_unique` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_company_email_pending_unique` ON `invitations` (`company_id`,`email`) WHERE "invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX `invitations_company_idx` ON `invitations` (`company_id`,`status`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_memberships` (
	`user_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`role` text DEFAULT 'VIEWER' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `company_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "memberships_role_known" CHECK("role" in ('OWNER', 'ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER'))
);
--> statement-breakpoint
INSERT INTO `__new_memberships`("user_id", "company_id", "role", "created_at") SELECT "user_id", "company_id", CASE "role" WHEN 'MEMBER' THEN 'SALES' ELSE "role" END, "created_at" FROM `memberships`;--> statement-breakpoint
DROP TABLE `memberships`;--> statement-breakpoint
ALTER TABLE `__new_memberships` RENAME TO `memberships`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `memberships_company_idx` ON `memberships` (`company_id`);