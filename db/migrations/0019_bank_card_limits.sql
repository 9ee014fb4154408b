ALTER TABLE `bank_cards` ADD `daily_limit` integer DEFAULT 200000000 NOT NULL;
