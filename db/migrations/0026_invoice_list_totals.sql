-- The invoice list at 100,000 (issue 19). A trigram index of the invoices' stored search key, as migration 0023 made
-- for the other lists: a search word of three letters or more reads the rows the index names instead of testing every
-- invoice of the company. And the list's totals without a scan: invoice_list_totals keeps the count and the four sums
-- per company, kind, status and issue date, kept by triggers on every write of an invoice (any writer: the domain,
-- the seed's bulk inserts, a reset copying rows back), so the totals of the unsearched list, a tab, a status or a
-- date range add up a few hundred roll-up rows. The triggers add a missing row, then the figures (not an upsert:
-- a statement's conflict policy would override the trigger's), and drop a row whose count falls to 0.
CREATE VIRTUAL TABLE `invoices_search` USING fts5(search_text, content='invoices', content_rowid='id', tokenize='trigram case_sensitive 1');--> statement-breakpoint
INSERT INTO `invoices_search` (`invoices_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `invoices_search_insert` AFTER INSERT ON `invoices` BEGIN INSERT INTO `invoices_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE TRIGGER `invoices_search_delete` AFTER DELETE ON `invoices` BEGIN INSERT INTO `invoices_search` (`invoices_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;--> statement-breakpoint
CREATE TRIGGER `invoices_search_update` AFTER UPDATE OF search_text ON `invoices` BEGIN INSERT INTO `invoices_search` (`invoices_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO `invoices_search` (rowid, search_text) VALUES (new.id, new.search_text); END;--> statement-breakpoint
CREATE TABLE `invoice_list_totals` (
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`issue_date` text NOT NULL,
	`invoices` integer NOT NULL,
	`grand_total` integer NOT NULL,
	`vat_total` integer NOT NULL,
	`paid` integer NOT NULL,
	`balance_due` integer NOT NULL,
	PRIMARY KEY(`company_id`, `kind`, `status`, `issue_date`)
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `invoice_list_totals` SELECT company_id, kind, status, issue_date, count(*), sum(grand_total), sum(vat_total), sum(paid), sum(balance_due) FROM `invoices` GROUP BY company_id, kind, status, issue_date;--> statement-breakpoint
CREATE TRIGGER `invoice_list_totals_insert` AFTER INSERT ON `invoices` BEGIN
	INSERT INTO `invoice_list_totals` SELECT new.company_id, new.kind, new.status, new.issue_date, 0, 0, 0, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM `invoice_list_totals` WHERE company_id = new.company_id AND kind = new.kind AND status = new.status AND issue_date = new.issue_date);
	UPDATE `invoice_list_totals` SET invoices = invoices + 1, grand_total = grand_total + new.grand_total, vat_total = vat_total + new.vat_total, paid = paid + new.paid, balance_due = balance_due + new.balance_due WHERE company_id = new.company_id AND kind = new.kind AND status = new.status AND issue_date = new.issue_date;
END;--> statement-breakpoint
CREATE TRIGGER `invoice_list_totals_delete` AFTER DELETE ON `invoices` BEGIN
	UPDATE `invoice_list_totals` SET invoices = invoices - 1, grand_total = grand_total - old.grand_total, vat_total = vat_total - old.vat_total, paid = paid - old.paid, balance_due = balance_due - old.balance_due WHERE company_id = old.company_id AND kind = old.kind AND status = old.status AND issue_date = old.issue_date;
	DELETE FROM `invoice_list_totals` WHERE company_id = old.company_id AND kind = old.kind AND status = old.status AND issue_date = old.issue_date AND invoices = 0;
END;--> statement-breakpoint
CREATE TRIGGER `invoice_list_totals_update` AFTER UPDATE OF company_id, kind, status, issue_date, grand_total, vat_total, paid, balance_due ON `invoices` BEGIN
	UPDATE `invoice_list_totals` SET invoices = invoices - 1, grand_total = grand_total - old.grand_total, vat_total = vat_total - old.vat_total, paid = paid - old.paid, balance_due = balance_due - old.balance_due WHERE company_id = old.company_id AND kind = old.kind AND status = old.status AND issue_date = old.issue_date;
	INSERT INTO `invoice_list_totals` SELECT new.company_id, new.kind, new.status, new.issue_date, 0, 0, 0, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM `invoice_list_totals` WHERE company_id = new.company_id AND kind = new.kind AND status = new.status AND issue_date = new.issue_date);
	UPDATE `invoice_list_totals` SET invoices = invoices + 1, grand_total = grand_total + new.grand_total, vat_total = vat_total + new.vat_total, paid = paid + new.paid, balance_due = balance_due + new.balance_due WHERE company_id = new.company_id AND kind = new.kind AND status = new.status AND issue_date = new.issue_date;
	DELETE FROM `invoice_list_totals` WHERE company_id = old.company_id AND kind = old.kind AND status = old.status AND issue_date = old.issue_date AND invoices = 0;
END;
