CREATE TABLE `app_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`app_version` text DEFAULT '' NOT NULL,
	`force_update` integer DEFAULT false NOT NULL,
	`dashboard_structure_time_stamp` integer DEFAULT 0 NOT NULL,
	`translation_version` integer DEFAULT 0 NOT NULL,
	`web_app_version` text DEFAULT 'v2.0.107' NOT NULL
);
