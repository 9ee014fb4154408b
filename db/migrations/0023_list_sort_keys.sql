-- Trigram indexes of the lists' search keys (issue 19): a search word of three letters or more is looked up in the
-- index instead of tested with instr() on every row of the company, and the page and its count read only the rows
-- it names. External content (the text stays in the row); the triggers keep each index in step with its table.
-- The voucher list's two orders (number; date, then number) as company indexes: a page and its count walk one
-- index of the company's vouchers instead of the year's unique index plus a lookup of every row's company.
CREATE VIRTUAL TABLE `stakeholders_search` USING fts5(search_text, content='stakeholders', content_rowid='id', tokenize='trigram case_sensitive 1');--> statement-breakpoint
INSERT INTO `stakeholders_search` (`stakeholders_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `stakeholders_search_insert` AFTER INSERT ON `stakeholders` BEGIN INSERT INTO `stakeholders_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE TRIGGER `stakeholders_search_delete` AFTER DELETE ON `stakeholders` BEGIN INSERT INTO `stakeholders_search` (`stakeholders_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;--> statement-breakpoint
CREATE TRIGGER `stakeholders_search_update` AFTER UPDATE OF search_text ON `stakeholders` BEGIN INSERT INTO `stakeholders_search` (`stakeholders_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO `stakeholders_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE VIRTUAL TABLE `items_search` USING fts5(search_text, content='items', content_rowid='id', tokenize='trigram case_sensitive 1');--> statement-breakpoint
INSERT INTO `items_search` (`items_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `items_search_insert` AFTER INSERT ON `items` BEGIN INSERT INTO `items_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE TRIGGER `items_search_delete` AFTER DELETE ON `items` BEGIN INSERT INTO `items_search` (`items_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;--> statement-breakpoint
CREATE TRIGGER `items_search_update` AFTER UPDATE OF search_text ON `items` BEGIN INSERT INTO `items_search` (`items_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO `items_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE VIRTUAL TABLE `vouchers_search` USING fts5(description, content='vouchers', content_rowid='id', tokenize='trigram case_sensitive 1');--> statement-breakpoint
INSERT INTO `vouchers_search` (`vouchers_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `vouchers_search_insert` AFTER INSERT ON `vouchers` BEGIN INSERT INTO `vouchers_search` (rowid, description) VALUES (new.id, new.description); END;--> statement-breakpoint
CREATE TRIGGER `vouchers_search_delete` AFTER DELETE ON `vouchers` BEGIN INSERT INTO `vouchers_search` (`vouchers_search`, rowid, description) VALUES ('delete', old.id, old.description); END;--> statement-breakpoint
CREATE TRIGGER `vouchers_search_update` AFTER UPDATE OF description ON `vouchers` BEGIN INSERT INTO `vouchers_search` (`vouchers_search`, rowid, description) VALUES ('delete', old.id, old.description); INSERT INTO `vouchers_search` (rowid, description) VALUES (new.id, new.description); END;--> statement-breakpoint
DROP INDEX `vouchers_company_date_idx`;--> statement-breakpoint
CREATE INDEX `vouchers_company_date_idx` ON `vouchers` (`company_id`,`date`,`fiscal_year_id`,`number`);--> statement-breakpoint
CREATE INDEX `vouchers_company_year_number_idx` ON `vouchers` (`company_id`,`fiscal_year_id`,`number`);
