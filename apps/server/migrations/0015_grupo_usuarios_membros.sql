CREATE TABLE "grupo_usuarios_membros" (
	"grupo_usuarios_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "grupo_usuarios_membros_grupo_usuarios_id_usuario_id_pk" PRIMARY KEY("grupo_usuarios_id","usuario_id")
);
--> statement-breakpoint
CREATE INDEX "grupo_usuarios_membros_usuario_idx" ON "grupo_usuarios_membros" USING btree ("usuario_id");--> statement-breakpoint
-- The audience of some groups as (group, user) pairs: exactly audience.service.ts's definition
-- (its comment states the semantics; audience.test.ts, membership.test.ts and
-- membros.test.ts keep the three statements equal). Driven from the groups' criteria.
CREATE FUNCTION grupo_usuarios_audiencia(gids int[]) RETURNS TABLE (grupo_usuarios_id int, usuario_id int)
LANGUAGE sql STABLE AS $$
  with ag as (select g.id, g.todos_dealers from grupos_usuarios g where g.id = any(gids) and g.active),
  candidatos as (
    select ag.id as gid, um.usuario_id as uid
      from ag
      join grupo_usuarios_marcas gm on gm.grupo_usuarios_id = ag.id
      cross join lateral (select x.usuario_id from usuario_marcas x where x.marca_id = gm.marca_id offset 0) um
      join usuarios p on p.id = um.usuario_id
      join grupo_usuarios_tipos_usuario gt on gt.grupo_usuarios_id = ag.id and gt.tipo_usuario_id = p.tipo
     where (p.tipo <> 'DEALER_GRUPO' or ag.todos_dealers
            or exists (select 1 from grupo_usuarios_dealers gd join usuario_dealers ud on ud.dealer_id = gd.dealer_id
                        where gd.grupo_usuarios_id = ag.id and ud.usuario_id = p.id))
       and (not exists (select 1 from grupo_usuarios_tipos_acesso ga where ga.grupo_usuarios_id = ag.id)
            or exists (select 1 from grupo_usuarios_tipos_acesso ga join usuario_tipos_acesso uta on uta.tipo_acesso_id = ga.tipo_acesso_id
                        where ga.grupo_usuarios_id = ag.id and uta.usuario_id = p.id))
    union select ag.id, uc.usuario_id from ag join grupo_usuarios_cargos gc on gc.grupo_usuarios_id = ag.id
            join usuario_cargos uc on uc.cargo_id = gc.cargo_id
    union select ag.id, uc.usuario_id from ag join grupo_usuarios_setores gs on gs.grupo_usuarios_id = ag.id
            join cargos k on k.setor_id = gs.setor_id join usuario_cargos uc on uc.cargo_id = k.id
    union select ag.id, ug.usuario_id from ag join grupo_usuarios_grupos gg on gg.grupo_usuarios_id = ag.id
            join usuario_grupos_dealer ug on ug.grupo_id = gg.grupo_id
    union select ag.id, ud.usuario_id from ag join grupo_usuarios_grupos gg on gg.grupo_usuarios_id = ag.id
            join dealers d on d.grupo_id = gg.grupo_id join usuario_dealers ud on ud.dealer_id = d.id
    union select ag.id, gu.usuario_id from ag join grupo_usuarios_usuarios gu on gu.grupo_usuarios_id = ag.id
  )
  select c.gid, c.uid from candidatos c join usuarios u on u.id = c.uid
   where u.active
     and (not exists (select 1 from usuario_dealers ud where ud.usuario_id = u.id)
          or exists (select 1 from usuario_dealers ud join dealers d on d.id = ud.dealer_id where ud.usuario_id = u.id and d.active))
$$;
--> statement-breakpoint
-- The same pairs driven from some users (gruposDoUsuario's statement for a set of users).
CREATE FUNCTION grupo_usuarios_dos_usuarios(uids int[]) RETURNS TABLE (grupo_usuarios_id int, usuario_id int)
LANGUAGE sql STABLE AS $$
  with u as (
    select p.id, p.tipo from usuarios p
     where p.id = any(uids) and p.active
       and (not exists (select 1 from usuario_dealers ud where ud.usuario_id = p.id)
            or exists (select 1 from usuario_dealers ud join dealers d on d.id = ud.dealer_id where ud.usuario_id = p.id and d.active))
  ),
  candidatos as (
    select gm.grupo_usuarios_id as gid, u.id as uid
      from u
      join usuario_marcas um on um.usuario_id = u.id
      join grupo_usuarios_marcas gm on gm.marca_id = um.marca_id
      join grupo_usuarios_tipos_usuario gt on gt.grupo_usuarios_id = gm.grupo_usuarios_id and gt.tipo_usuario_id = u.tipo
      join grupos_usuarios g on g.id = gm.grupo_usuarios_id
     where (u.tipo <> 'DEALER_GRUPO' or g.todos_dealers
            or exists (select 1 from grupo_usuarios_dealers gd join usuario_dealers ud on ud.dealer_id = gd.dealer_id
                        where gd.grupo_usuarios_id = g.id and ud.usuario_id = u.id))
       and (not exists (select 1 from grupo_usuarios_tipos_acesso ga where ga.grupo_usuarios_id = g.id)
            or exists (select 1 from grupo_usuarios_tipos_acesso ga join usuario_tipos_acesso uta on uta.tipo_acesso_id = ga.tipo_acesso_id
                        where ga.grupo_usuarios_id = g.id and uta.usuario_id = u.id))
    union select gc.grupo_usuarios_id, u.id from u join usuario_cargos uc on uc.usuario_id = u.id
            join grupo_usuarios_cargos gc on gc.cargo_id = uc.cargo_id
    union select gs.grupo_usuarios_id, u.id from u join usuario_cargos uc on uc.usuario_id = u.id
            join cargos k on k.id = uc.cargo_id join grupo_usuarios_setores gs on gs.setor_id = k.setor_id
    union select gg.grupo_usuarios_id, u.id from u join usuario_grupos_dealer ug on ug.usuario_id = u.id
            join grupo_usuarios_grupos gg on gg.grupo_id = ug.grupo_id
    union select gg.grupo_usuarios_id, u.id from u join usuario_dealers ud on ud.usuario_id = u.id
            join dealers d on d.id = ud.dealer_id join grupo_usuarios_grupos gg on gg.grupo_id = d.grupo_id
    union select gu.grupo_usuarios_id, u.id from u join grupo_usuarios_usuarios gu on gu.usuario_id = u.id
  )
  select c.gid, c.uid from candidatos c join grupos_usuarios g on g.id = c.gid where g.active
$$;
--> statement-breakpoint
-- Brings the stored pairs of these groups (or of these users) to what the definition answers now,
-- touching only the pairs that changed (inserted in key order: a bulk load walks the primary key
-- once instead of at random). Every refresh takes one transaction-wide advisory lock
-- first, so writers that change membership take turns from their first refresh to their commit,
-- and each refresh (a fresh snapshot per statement under READ COMMITTED) sees what the writers
-- before it committed: two transactions editing a user and a group at once cannot both miss the
-- other's change.
CREATE FUNCTION grupo_usuarios_membros_refresh(gids int[], uids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(gids), 0) = 0 AND coalesce(cardinality(uids), 0) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('grupo_usuarios_membros'));
  IF coalesce(cardinality(gids), 0) > 0 THEN
    WITH novo AS (SELECT * FROM grupo_usuarios_audiencia(gids)),
    sai AS (
      DELETE FROM grupo_usuarios_membros m
       WHERE m.grupo_usuarios_id = any(gids)
         AND NOT EXISTS (SELECT 1 FROM novo n WHERE n.grupo_usuarios_id = m.grupo_usuarios_id AND n.usuario_id = m.usuario_id)
    )
    INSERT INTO grupo_usuarios_membros SELECT * FROM novo ORDER BY 1, 2 ON CONFLICT DO NOTHING;
  END IF;
  IF coalesce(cardinality(uids), 0) > 0 THEN
    WITH novo AS (SELECT * FROM grupo_usuarios_dos_usuarios(uids)),
    sai AS (
      DELETE FROM grupo_usuarios_membros m
       WHERE m.usuario_id = any(uids)
         AND NOT EXISTS (SELECT 1 FROM novo n WHERE n.grupo_usuarios_id = m.grupo_usuarios_id AND n.usuario_id = m.usuario_id)
    )
    INSERT INTO grupo_usuarios_membros SELECT * FROM novo ORDER BY 1, 2 ON CONFLICT DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
-- Statement triggers on the link tables (bulk writes refresh once): TG_ARGV[0] is the column that
-- names the affected rows, TG_ARGV[1] whether it names users ('usuario') or groups ('grupo').
CREATE FUNCTION grupo_usuarios_membros_por_vinculo() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM novos', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM antigos', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT x) FROM (SELECT %1$I AS x FROM novos UNION SELECT %1$I FROM antigos) t', TG_ARGV[0]) INTO ids;
  END IF;
  IF TG_ARGV[1] = 'usuario' THEN
    PERFORM grupo_usuarios_membros_refresh(NULL, ids);
  ELSE
    PERFORM grupo_usuarios_membros_refresh(ids, NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Statement triggers on the entities whose columns the definition reads: a bulk update (the
-- inactivity job, a dealer group's inactivation) refreshes once, set-based; only the rows whose
-- read columns changed count, so any other update (a sign-in's last access) refreshes nothing.
-- (Transition tables cannot go with UPDATE OF column lists, hence the comparison here.)
CREATE FUNCTION grupo_usuarios_membros_por_entidade() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM antigos;
    IF ids IS NULL THEN RETURN NULL; END IF;
    PERFORM pg_advisory_xact_lock(hashtext('grupo_usuarios_membros'));
    IF TG_TABLE_NAME = 'usuarios' THEN
      DELETE FROM grupo_usuarios_membros WHERE usuario_id = any(ids);
    ELSE
      DELETE FROM grupo_usuarios_membros WHERE grupo_usuarios_id = any(ids);
    END IF;
  ELSIF TG_TABLE_NAME = 'usuarios' THEN
    SELECT array_agg(n.id) INTO ids FROM novos n JOIN antigos o ON o.id = n.id
     WHERE n.tipo IS DISTINCT FROM o.tipo OR n.active IS DISTINCT FROM o.active;
    PERFORM grupo_usuarios_membros_refresh(NULL, ids);
  ELSIF TG_TABLE_NAME = 'grupos_usuarios' THEN
    SELECT array_agg(n.id) INTO ids FROM novos n JOIN antigos o ON o.id = n.id
     WHERE n.active IS DISTINCT FROM o.active OR n.todos_dealers IS DISTINCT FROM o.todos_dealers;
    PERFORM grupo_usuarios_membros_refresh(ids, NULL);
  ELSIF TG_TABLE_NAME = 'dealers' THEN
    -- A dealer's state decides its users' exclusion, its dealer group their "groups" criterion.
    SELECT array_agg(DISTINCT ud.usuario_id) INTO ids
      FROM novos n JOIN antigos o ON o.id = n.id JOIN usuario_dealers ud ON ud.dealer_id = n.id
     WHERE n.active IS DISTINCT FROM o.active OR n.grupo_id IS DISTINCT FROM o.grupo_id;
    PERFORM grupo_usuarios_membros_refresh(NULL, ids);
  ELSIF TG_TABLE_NAME = 'cargos' THEN
    -- A position's sector decides the "sectors" criterion for its holders.
    SELECT array_agg(DISTINCT uc.usuario_id) INTO ids
      FROM novos n JOIN antigos o ON o.id = n.id JOIN usuario_cargos uc ON uc.cargo_id = n.id
     WHERE n.setor_id IS DISTINCT FROM o.setor_id;
    PERFORM grupo_usuarios_membros_refresh(NULL, ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuario_marcas_membros_insert AFTER INSERT ON usuario_marcas REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_marcas_membros_update AFTER UPDATE ON usuario_marcas REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_marcas_membros_delete AFTER DELETE ON usuario_marcas REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_dealers_membros_insert AFTER INSERT ON usuario_dealers REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_dealers_membros_update AFTER UPDATE ON usuario_dealers REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_dealers_membros_delete AFTER DELETE ON usuario_dealers REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_tipos_acesso_membros_insert AFTER INSERT ON usuario_tipos_acesso REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_tipos_acesso_membros_update AFTER UPDATE ON usuario_tipos_acesso REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_tipos_acesso_membros_delete AFTER DELETE ON usuario_tipos_acesso REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_cargos_membros_insert AFTER INSERT ON usuario_cargos REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_cargos_membros_update AFTER UPDATE ON usuario_cargos REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_cargos_membros_delete AFTER DELETE ON usuario_cargos REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_grupos_dealer_membros_insert AFTER INSERT ON usuario_grupos_dealer REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_grupos_dealer_membros_update AFTER UPDATE ON usuario_grupos_dealer REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER usuario_grupos_dealer_membros_delete AFTER DELETE ON usuario_grupos_dealer REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('usuario_id', 'usuario');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_marcas_membros_insert AFTER INSERT ON grupo_usuarios_marcas REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_marcas_membros_update AFTER UPDATE ON grupo_usuarios_marcas REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_marcas_membros_delete AFTER DELETE ON grupo_usuarios_marcas REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_tipos_usuario_membros_insert AFTER INSERT ON grupo_usuarios_tipos_usuario REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_tipos_usuario_membros_update AFTER UPDATE ON grupo_usuarios_tipos_usuario REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_tipos_usuario_membros_delete AFTER DELETE ON grupo_usuarios_tipos_usuario REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_tipos_acesso_membros_insert AFTER INSERT ON grupo_usuarios_tipos_acesso REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_tipos_acesso_membros_update AFTER UPDATE ON grupo_usuarios_tipos_acesso REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_tipos_acesso_membros_delete AFTER DELETE ON grupo_usuarios_tipos_acesso REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_dealers_membros_insert AFTER INSERT ON grupo_usuarios_dealers REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_dealers_membros_update AFTER UPDATE ON grupo_usuarios_dealers REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_dealers_membros_delete AFTER DELETE ON grupo_usuarios_dealers REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_cargos_membros_insert AFTER INSERT ON grupo_usuarios_cargos REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_cargos_membros_update AFTER UPDATE ON grupo_usuarios_cargos REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_cargos_membros_delete AFTER DELETE ON grupo_usuarios_cargos REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_setores_membros_insert AFTER INSERT ON grupo_usuarios_setores REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_setores_membros_update AFTER UPDATE ON grupo_usuarios_setores REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_setores_membros_delete AFTER DELETE ON grupo_usuarios_setores REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_grupos_membros_insert AFTER INSERT ON grupo_usuarios_grupos REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_grupos_membros_update AFTER UPDATE ON grupo_usuarios_grupos REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_grupos_membros_delete AFTER DELETE ON grupo_usuarios_grupos REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_usuarios_membros_insert AFTER INSERT ON grupo_usuarios_usuarios REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_usuarios_membros_update AFTER UPDATE ON grupo_usuarios_usuarios REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER grupo_usuarios_usuarios_membros_delete AFTER DELETE ON grupo_usuarios_usuarios REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_vinculo('grupo_usuarios_id', 'grupo');
--> statement-breakpoint
CREATE TRIGGER usuarios_membros_update AFTER UPDATE ON usuarios REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_entidade();
--> statement-breakpoint
CREATE TRIGGER usuarios_membros_delete AFTER DELETE ON usuarios REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_entidade();
--> statement-breakpoint
CREATE TRIGGER grupos_usuarios_membros_update AFTER UPDATE ON grupos_usuarios REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_entidade();
--> statement-breakpoint
CREATE TRIGGER grupos_usuarios_membros_delete AFTER DELETE ON grupos_usuarios REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_entidade();
--> statement-breakpoint
CREATE TRIGGER dealers_membros_update AFTER UPDATE ON dealers REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_entidade();
--> statement-breakpoint
CREATE TRIGGER cargos_membros_update AFTER UPDATE ON cargos REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION grupo_usuarios_membros_por_entidade();
--> statement-breakpoint
-- The groups as they are now (every later change reaches the pairs through the triggers above),
-- written before the indexes are built: 3 million pairs of the network's 500 groups take seconds
-- that way, minutes through two btrees.
ALTER TABLE "grupo_usuarios_membros" DROP CONSTRAINT "grupo_usuarios_membros_grupo_usuarios_id_usuario_id_pk";
--> statement-breakpoint
DROP INDEX "grupo_usuarios_membros_usuario_idx";
--> statement-breakpoint
INSERT INTO grupo_usuarios_membros SELECT * FROM grupo_usuarios_audiencia(ARRAY(SELECT id FROM grupos_usuarios));
--> statement-breakpoint
ALTER TABLE "grupo_usuarios_membros" ADD CONSTRAINT "grupo_usuarios_membros_grupo_usuarios_id_usuario_id_pk" PRIMARY KEY("grupo_usuarios_id","usuario_id");
--> statement-breakpoint
CREATE INDEX "grupo_usuarios_membros_usuario_idx" ON "grupo_usuarios_membros" USING btree ("usuario_id");
--> statement-breakpoint
ANALYZE grupo_usuarios_membros;
