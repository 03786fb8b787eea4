-- The signed-in cache's invalidations (platform/identity/signed-in-cache.ts) raised by the
-- database itself: every write that changes what loadCurrentUser answers (a user's name, e-mail,
-- type, language or active flag, their features, a feature's key) notifies
-- portal_usuarios_alterados, whatever wrote it: a service, a job, an import, a cascade in SQL, an
-- operator's console. Statement-level triggers with transition tables, so a bulk write (a dealer
-- group's inactivation, the inactivity sweep) sends one NOTIFY per 1,000 ids, not one per row.
-- Payloads: ids comma-separated ("12,40") or '*' (everyone).
CREATE FUNCTION portal_notificar_usuarios(ids int[]) RETURNS void
LANGUAGE sql AS $$
  select pg_notify('portal_usuarios_alterados', string_agg(id::text, ','))
    from (select id, (row_number() over () - 1) / 1000 as lote from unnest(ids) as id) x
   group by lote;
$$;
--> statement-breakpoint
CREATE FUNCTION portal_usuarios_alterados_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Only the columns the request path reads: ultimo_acesso and the like change nothing cached.
  PERFORM portal_notificar_usuarios(array(
    select n.id from novos n join antigos a on a.id = n.id
     where (n.nome, n.email, n.tipo, n.idioma, n.active) is distinct from (a.nome, a.email, a.tipo, a.idioma, a.active)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_usuarios_alterados_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_notificar_usuarios(array(select id from antigos));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuarios_alterados_update AFTER UPDATE ON usuarios
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION portal_usuarios_alterados_update();
--> statement-breakpoint
CREATE TRIGGER usuarios_alterados_delete AFTER DELETE ON usuarios
  REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION portal_usuarios_alterados_delete();
--> statement-breakpoint
CREATE FUNCTION portal_usuario_funcionalidades_inseridas() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_notificar_usuarios(array(select distinct usuario_id from novos));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_usuario_funcionalidades_removidas() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_notificar_usuarios(array(select distinct usuario_id from antigos));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_usuario_funcionalidades_alteradas() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_notificar_usuarios(array(select usuario_id from antigos union select usuario_id from novos));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuario_funcionalidades_inseridas AFTER INSERT ON usuario_funcionalidades
  REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION portal_usuario_funcionalidades_inseridas();
--> statement-breakpoint
CREATE TRIGGER usuario_funcionalidades_removidas AFTER DELETE ON usuario_funcionalidades
  REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION portal_usuario_funcionalidades_removidas();
--> statement-breakpoint
CREATE TRIGGER usuario_funcionalidades_alteradas AFTER UPDATE ON usuario_funcionalidades
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION portal_usuario_funcionalidades_alteradas();
--> statement-breakpoint
-- A feature's key is in every holder's cached user: '*' (PostgreSQL sends one per transaction).
CREATE FUNCTION portal_funcionalidade_chave_alterada() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_usuarios_alterados', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER funcionalidades_chave_alterada AFTER UPDATE OF chave ON funcionalidades
  FOR EACH ROW WHEN (old.chave IS DISTINCT FROM new.chave)
  EXECUTE FUNCTION portal_funcionalidade_chave_alterada();
