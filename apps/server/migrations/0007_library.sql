-- The portal's full-text configuration: Portuguese stemming (snowball) with accents removed first,
-- so "relatorio" finds "Relatórios". Library search (names and extracted contents) uses it.
CREATE TEXT SEARCH CONFIGURATION portal_pt (COPY = portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portal_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
--> statement-breakpoint
CREATE TABLE "downloads_biblioteca" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itens_biblioteca" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" "citext" NOT NULL,
	"pasta" boolean NOT NULL,
	"pasta_pai_id" integer,
	"caminho" integer[] NOT NULL,
	"proprietario_id" integer NOT NULL,
	"arquivo_id" uuid,
	"conteudo" text,
	"busca" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('portal_pt', nome::text), 'A') || setweight(to_tsvector('portal_pt', coalesce(conteudo, '')), 'B')) STORED,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_modificacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissoes_pasta" (
	"pasta_id" integer NOT NULL,
	"grupo_usuarios_id" integer NOT NULL,
	"permissao" text NOT NULL,
	CONSTRAINT "permissoes_pasta_pasta_id_grupo_usuarios_id_pk" PRIMARY KEY("pasta_id","grupo_usuarios_id")
);
--> statement-breakpoint
CREATE TABLE "arquivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"tipo_conteudo" text NOT NULL,
	"chave" text NOT NULL,
	"tipo_arquivo" text NOT NULL,
	"enviado_por_id" integer NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"anexado_em" timestamp with time zone,
	"miniatura_chave" text,
	"texto" text,
	"processado_em" timestamp with time zone,
	"erro_processamento" text,
	CONSTRAINT "arquivos_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
ALTER TABLE "downloads_biblioteca" ADD CONSTRAINT "downloads_biblioteca_item_id_itens_biblioteca_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."itens_biblioteca"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads_biblioteca" ADD CONSTRAINT "downloads_biblioteca_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_biblioteca" ADD CONSTRAINT "itens_biblioteca_pasta_pai_id_itens_biblioteca_id_fk" FOREIGN KEY ("pasta_pai_id") REFERENCES "public"."itens_biblioteca"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_biblioteca" ADD CONSTRAINT "itens_biblioteca_proprietario_id_usuarios_id_fk" FOREIGN KEY ("proprietario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_biblioteca" ADD CONSTRAINT "itens_biblioteca_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissoes_pasta" ADD CONSTRAINT "permissoes_pasta_pasta_id_itens_biblioteca_id_fk" FOREIGN KEY ("pasta_id") REFERENCES "public"."itens_biblioteca"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissoes_pasta" ADD CONSTRAINT "permissoes_pasta_grupo_usuarios_id_grupos_usuarios_id_fk" FOREIGN KEY ("grupo_usuarios_id") REFERENCES "public"."grupos_usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_biblioteca_item_idx" ON "downloads_biblioteca" USING btree ("item_id","em" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "itens_biblioteca_nome_uq" ON "itens_biblioteca" USING btree (coalesce("pasta_pai_id", 0),"nome");--> statement-breakpoint
CREATE UNIQUE INDEX "itens_biblioteca_arquivo_uq" ON "itens_biblioteca" USING btree ("arquivo_id");--> statement-breakpoint
CREATE INDEX "itens_biblioteca_caminho_idx" ON "itens_biblioteca" USING gin ("caminho");--> statement-breakpoint
CREATE INDEX "itens_biblioteca_busca_idx" ON "itens_biblioteca" USING gin ("busca");--> statement-breakpoint
CREATE INDEX "itens_biblioteca_recentes_idx" ON "itens_biblioteca" USING btree ("ultima_modificacao" DESC NULLS LAST,"id") WHERE not pasta;--> statement-breakpoint
CREATE INDEX "itens_biblioteca_pai_idx" ON "itens_biblioteca" USING btree ("pasta_pai_id","pasta","nome");--> statement-breakpoint
CREATE INDEX "permissoes_pasta_grupo_idx" ON "permissoes_pasta" USING btree ("grupo_usuarios_id");--> statement-breakpoint
CREATE INDEX "arquivos_orfaos_idx" ON "arquivos" USING btree ("enviado_em") WHERE anexado_em is null;--> statement-breakpoint
CREATE INDEX "arquivos_pendentes_idx" ON "arquivos" USING btree ("enviado_em") WHERE processado_em is null;--> statement-breakpoint
-- Text the processing job extracts from a file reaches the library item that holds it, whichever
-- comes first (attach or extraction): the item's generated search vector then covers the contents.
CREATE FUNCTION itens_biblioteca_conteudo_do_arquivo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE itens_biblioteca SET conteudo = NEW.texto WHERE arquivo_id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER arquivos_texto_para_biblioteca AFTER UPDATE OF texto ON arquivos
  FOR EACH ROW WHEN (NEW.texto IS DISTINCT FROM OLD.texto) EXECUTE FUNCTION itens_biblioteca_conteudo_do_arquivo();
