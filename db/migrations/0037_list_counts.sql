-- The stakeholder and item lists' counts without a scan (issue 35): an unsearched page's total had counted the
-- company's 100,000 rows on every call. Each roll-up keeps the number of rows per company and per value of every
-- column the list filters on, kept by triggers on every write (any writer: the domain, an import's bulk inserts, the
-- seed, a reset copying rows back), so a total adds up a few rows. As in migration 0026, the triggers add a missing
-- row and then count (a statement's conflict policy would override an upsert's), compare with IS (an item's
-- category may be null) and drop a row whose count falls to 0.
CREATE TABLE `stakeholder_list_counts` (
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`is_customer` integer NOT NULL,
	`is_supplier` integer NOT NULL,
	`active` integer NOT NULL,
	`stakeholders` integer NOT NULL,
	PRIMARY KEY(`company_id`, `kind`, `is_customer`, `is_supplier`, `active`)
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `stakeholder_list_counts` SELECT company_id, kind, is_customer, is_supplier, active, count(*) FROM `stakeholders` GROUP BY company_id, kind, is_customer, is_supplier, active;--> statement-breakpoint
CREATE TRIGGER `stakeholder_list_counts_insert` AFTER INSERT ON `stakeholders` BEGIN
	INSERT INTO `stakeholder_list_counts` SELECT new.company_id, new.kind, new.is_customer, new.is_supplier, new.active, 0 WHERE NOT EXISTS (SELECT 1 FROM `stakeholder_list_counts` WHERE company_id IS new.company_id AND kind IS new.kind AND is_customer IS new.is_customer AND is_supplier IS new.is_supplier AND active IS new.active);
	UPDATE `stakeholder_list_counts` SET stakeholders = stakeholders + 1 WHERE company_id IS new.company_id AND kind IS new.kind AND is_customer IS new.is_customer AND is_supplier IS new.is_supplier AND active IS new.active;
END;--> statement-breakpoint
CREATE TRIGGER `stakeholder_list_counts_delete` AFTER DELETE ON `stakeholders` BEGIN
	UPDATE `stakeholder_list_counts` SET stakeholders = stakeholders - 1 WHERE company_id IS old.company_id AND kind IS old.kind AND is_customer IS old.is_customer AND is_supplier IS old.is_supplier AND active IS old.active;
	DELETE FROM `stakeholder_list_counts` WHERE company_id IS old.company_id AND kind IS old.kind AND is_customer IS old.is_customer AND is_supplier IS old.is_supplier AND active IS old.active AND stakeholders = 0;
END;--> statement-breakpoint
CREATE TRIGGER `stakeholder_list_counts_update` AFTER UPDATE OF company_id, kind, is_customer, is_supplier, active ON `stakeholders` BEGIN
	UPDATE `stakeholder_list_counts` SET stakeholders = stakeholders - 1 WHERE company_id IS old.company_id AND kind IS old.kind AND is_customer IS old.is_customer AND is_supplier IS old.is_supplier AND active IS old.active;
	DELETE FROM `stakeholder_list_counts` WHERE company_id IS old.company_id AND kind IS old.kind AND is_customer IS old.is_customer AND is_supplier IS old.is_supplier AND active IS old.active AND stakeholders = 0;
	INSERT INTO `stakeholder_list_counts` SELECT new.company_id, new.kind, new.is_customer, new.is_supplier, new.active, 0 WHERE NOT EXISTS (SELECT 1 FROM `stakeholder_list_counts` WHERE company_id IS new.company_id AND kind IS new.kind AND is_customer IS new.is_customer AND is_supplier IS new.is_supplier AND active IS new.active);
	UPDATE `stakeholder_list_counts` SET stakeholders = stakeholders + 1 WHERE company_id IS new.company_id AND kind IS new.kind AND is_customer IS new.is_customer AND is_supplier IS new.is_supplier AND active IS new.active;
END;--> statement-breakpoint
CREATE TABLE `item_list_counts` (
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`category` text,
	`active` integer NOT NULL,
	`items` integer NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `item_list_counts_key` ON `item_list_counts` (`company_id`, `kind`, `category`, `active`);--> statement-breakpoint
INSERT INTO `item_list_counts` SELECT company_id, kind, category, active, count(*) FROM `items` GROUP BY company_id, kind, category, active;--> statement-breakpoint
CREATE TRIGGER `item_list_counts_insert` AFTER INSERT ON `items` BEGIN
	INSERT INTO `item_list_counts` SELECT new.company_id, new.kind, new.category, new.active, 0 WHERE NOT EXISTS (SELECT 1 FROM `item_list_counts` WHERE company_id IS new.company_id AND kind IS new.kind AND category IS new.category AND active IS new.active);
	UPDATE `item_list_counts` SET items = items + 1 WHERE company_id IS new.company_id AND kind IS new.kind AND category IS new.category AND active IS new.active;
END;--> statement-breakpoint
CREATE TRIGGER `item_list_counts_delete` AFTER DELETE ON `items` BEGIN
	UPDATE `item_list_counts` SET items = items - 1 WHERE company_id IS old.company_id AND kind IS old.kind AND category IS old.category AND active IS old.active;
	DELETE FROM `item_list_counts` WHERE company_id IS old.company_id AND kind IS old.kind AND category IS old.category AND active IS old.active AND items = 0;
END;--> statement-breakpoint
CREATE TRIGGER `item_list_counts_update` AFTER UPDATE OF company_id, kind, category, active ON `items` BEGIN
	UPDATE `item_list_counts` SET items = items - 1 WHERE company_id IS old.company_id AND kind IS old.kind AND category IS old.category AND active IS old.active;
	DELETE FROM `item_list_counts` WHERE company_id IS old.company_id AND kind IS old.kind AND category IS old.category AND active IS old.active AND items = 0;
	INSERT INTO `item_list_counts` SELECT new.company_id, new.kind, new.category, new.active, 0 WHERE NOT EXISTS (SELECT 1 FROM `item_list_counts` WHERE company_id IS new.company_id AND kind IS new.kind AND category IS new.category AND active IS new.active);
	UPDATE `item_list_counts` SET items = items + 1 WHERE company_id IS new.company_id AND kind IS new.kind AND category IS new.category AND active IS new.active;
END;
