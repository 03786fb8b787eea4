-- The main CNPJ and code of a dealer also live in dealer_cnpjs / dealer_codigos (principal = true),
-- so their unique indexes hold across main and additional values. A trigger keeps those rows in
-- step with dealers.cnpj / dealers.codigo_principal, whoever writes the dealer (service, seed, sync).
CREATE FUNCTION dealers_sync_principais() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR NEW.cnpj IS DISTINCT FROM OLD.cnpj THEN
		DELETE FROM dealer_cnpjs WHERE dealer_id = NEW.id AND principal;
		INSERT INTO dealer_cnpjs (dealer_id, cnpj, principal) VALUES (NEW.id, NEW.cnpj, true);
	END IF;
	IF TG_OP = 'INSERT' OR NEW.codigo_principal IS DISTINCT FROM OLD.codigo_principal THEN
		DELETE FROM dealer_codigos WHERE dealer_id = NEW.id AND principal;
		INSERT INTO dealer_codigos (dealer_id, codigo, principal) VALUES (NEW.id, NEW.codigo_principal, true);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dealers_sync_principais AFTER INSERT OR UPDATE OF cnpj, codigo_principal ON dealers
	FOR EACH ROW EXECUTE FUNCTION dealers_sync_principais();
--> statement-breakpoint
INSERT INTO dealer_cnpjs (dealer_id, cnpj, principal) SELECT id, cnpj, true FROM dealers;
--> statement-breakpoint
INSERT INTO dealer_codigos (dealer_id, codigo, principal) SELECT id, codigo_principal, true FROM dealers;
--> statement-breakpoint
-- One main value per dealer.
CREATE UNIQUE INDEX dealer_cnpjs_principal_uq ON dealer_cnpjs (dealer_id) WHERE principal;
--> statement-breakpoint
CREATE UNIQUE INDEX dealer_codigos_principal_uq ON dealer_codigos (dealer_id) WHERE principal;
