ALTER TABLE `link_purchases` ADD `manual` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `link_purchases` ADD `note` text;
