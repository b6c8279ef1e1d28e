-- Reports kept an unkeyed SHA-256 of the reporter's address, which hashing every IPv4 address undoes.
-- They cannot be re-keyed (the address is not known), so they are replaced by a value that names
-- nobody: the hourly limit per address forgets at most an hour, and an anonymous reporter's open
-- report no longer blocks their reporting the same target again (ADR 0048). reporter_key first: it
-- equals the address digest exactly for anonymous reporters.
UPDATE "reports" SET "reporter_key" = 'unkeyed:' || "id" WHERE "reporter_id" IS NULL AND "reporter_key" = "address_hash";--> statement-breakpoint
UPDATE "reports" SET "address_hash" = 'unkeyed:' || "id" WHERE "address_hash" <> '';
