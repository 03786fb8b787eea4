CREATE TABLE "comunicado_arquivos" (
	"comunicado_id" integer NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comunicado_arquivos_comunicado_id_arquivo_id_pk" PRIMARY KEY("comunicado_id","arquivo_id")
);
--> statement-breakpoint
CREATE TABLE "comunicado_emails_avulsos" (
	"id" serial PRIMARY KEY NOT NULL,
	"comunicado_id" integer NOT NULL,
	"email" "citext" NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"motivo" text,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comunicado_envios" (
	"id" serial PRIMARY KEY NOT NULL,
	"comunicado_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"lido_em" timestamp with time zone,
	"ciente_em" timestamp with time zone,
	"arquivado" boolean DEFAULT false NOT NULL,
	"favorito" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comunicado_etiquetas" (
	"comunicado_id" integer NOT NULL,
	"etiqueta" "citext" NOT NULL,
	CONSTRAINT "comunicado_etiquetas_comunicado_id_etiqueta_pk" PRIMARY KEY("comunicado_id","etiqueta")
);
--> statement-breakpoint
CREATE TABLE "comunicado_exportacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"comunicado_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"status" text DEFAULT 'NA_FILA' NOT NULL,
	"progresso" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"arquivo_id" uuid,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comunicado_grupos" (
	"comunicado_id" integer NOT NULL,
	"grupo_usuarios_id" integer NOT NULL,
	CONSTRAINT "comunicado_grupos_comunicado_id_grupo_usuarios_id_pk" PRIMARY KEY("comunicado_id","grupo_usuarios_id")
);
--> statement-breakpoint
CREATE TABLE "comunicado_numeracao" (
	"ano" integer PRIMARY KEY NOT NULL,
	"ultimo" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comunicado_usuarios_removidos" (
	"comunicado_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "comunicado_usuarios_removidos_comunicado_id_usuario_id_pk" PRIMARY KEY("comunicado_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "comunicados" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text DEFAULT '' NOT NULL,
	"mensagem" text DEFAULT '' NOT NULL,
	"departamento_id" integer,
	"status" text DEFAULT 'RASCUNHO' NOT NULL,
	"usuario_criador_id" integer NOT NULL,
	"usuario_aprovador_id" integer,
	"enviado_para_aprovacao_em" timestamp with time zone,
	"aprovado_em" timestamp with time zone,
	"motivo_rejeicao" text,
	"rejeitado_em" timestamp with time zone,
	"data_hora_agendamento" timestamp with time zone,
	"envio_data_hora" timestamp with time zone,
	"expira_em" timestamp with time zone,
	"requer_ciencia" boolean DEFAULT false NOT NULL,
	"id_parent" integer,
	"ano" integer,
	"numero" integer,
	"destinatarios" integer DEFAULT 0 NOT NULL,
	"ultimo_lembrete_em" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"busca" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('portal_pt', titulo), 'A') || setweight(to_tsvector('portal_pt', regexp_replace(mensagem, '<[^>]*>', ' ', 'g')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comunicado_arquivos" ADD CONSTRAINT "comunicado_arquivos_comunicado_id_comunicados_id_fk" FOREIGN KEY ("comunicado_id") REFERENCES "public"."comunicados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_arquivos" ADD CONSTRAINT "comunicado_arquivos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_emails_avulsos" ADD CONSTRAINT "comunicado_emails_avulsos_comunicado_id_comunicados_id_fk" FOREIGN KEY ("comunicado_id") REFERENCES "public"."comunicados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_envios" ADD CONSTRAINT "comunicado_envios_comunicado_id_comunicados_id_fk" FOREIGN KEY ("comunicado_id") REFERENCES "public"."comunicados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_etiquetas" ADD CONSTRAINT "comunicado_etiquetas_comunicado_id_comunicados_id_fk" FOREIGN KEY ("comunicado_id") REFERENCES "public"."comunicados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_exportacoes" ADD CONSTRAINT "comunicado_exportacoes_comunicado_id_comunicados_id_fk" FOREIGN KEY ("comunicado_id") REFERENCES "public"."comunicados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_exportacoes" ADD CONSTRAINT "comunicado_exportacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_exportacoes" ADD CONSTRAINT "comunicado_exportacoes_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_grupos" ADD CONSTRAINT "comunicado_grupos_comunicado_id_comunicados_id_fk" FOREIGN KEY ("comunicado_id") REFERENCES "public"."comunicados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_grupos" ADD CONSTRAINT "comunicado_grupos_grupo_usuarios_id_grupos_usuarios_id_fk" FOREIGN KEY ("grupo_usuarios_id") REFERENCES "public"."grupos_usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_usuarios_removidos" ADD CONSTRAINT "comunicado_usuarios_removidos_comunicado_id_comunicados_id_fk" FOREIGN KEY ("comunicado_id") REFERENCES "public"."comunicados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicado_usuarios_removidos" ADD CONSTRAINT "comunicado_usuarios_removidos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicados" ADD CONSTRAINT "comunicados_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicados" ADD CONSTRAINT "comunicados_usuario_criador_id_usuarios_id_fk" FOREIGN KEY ("usuario_criador_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicados" ADD CONSTRAINT "comunicados_usuario_aprovador_id_usuarios_id_fk" FOREIGN KEY ("usuario_aprovador_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicados" ADD CONSTRAINT "comunicados_id_parent_comunicados_id_fk" FOREIGN KEY ("id_parent") REFERENCES "public"."comunicados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comunicado_arquivos_arquivo_idx" ON "comunicado_arquivos" USING btree ("arquivo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comunicado_emails_avulsos_uq" ON "comunicado_emails_avulsos" USING btree ("comunicado_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "comunicado_envios_uq" ON "comunicado_envios" USING btree ("comunicado_id","usuario_id");--> statement-breakpoint
CREATE INDEX "comunicado_envios_usuario_idx" ON "comunicado_envios" USING btree ("usuario_id","data" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comunicado_envios_nao_lidos_idx" ON "comunicado_envios" USING btree ("usuario_id") WHERE "comunicado_envios"."lido_em" is null and "comunicado_envios"."active" and not "comunicado_envios"."arquivado";--> statement-breakpoint
CREATE INDEX "comunicado_etiquetas_etiqueta_idx" ON "comunicado_etiquetas" USING btree ("etiqueta");--> statement-breakpoint
CREATE UNIQUE INDEX "comunicado_exportacoes_em_andamento_uq" ON "comunicado_exportacoes" USING btree ("usuario_id") WHERE "comunicado_exportacoes"."status" in ('NA_FILA', 'EM_ANDAMENTO');--> statement-breakpoint
CREATE INDEX "comunicado_grupos_grupo_idx" ON "comunicado_grupos" USING btree ("grupo_usuarios_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comunicados_numero_uq" ON "comunicados" USING btree ("ano","numero");--> statement-breakpoint
CREATE INDEX "comunicados_busca_idx" ON "comunicados" USING gin ("busca");--> statement-breakpoint
CREATE INDEX "comunicados_criador_idx" ON "comunicados" USING btree ("usuario_criador_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comunicados_aprovador_idx" ON "comunicados" USING btree ("usuario_aprovador_id") WHERE "comunicados"."status" = 'EM_APROVACAO';--> statement-breakpoint
CREATE INDEX "comunicados_agendados_idx" ON "comunicados" USING btree ("data_hora_agendamento") WHERE "comunicados"."status" = 'AGENDADO';--> statement-breakpoint
CREATE INDEX "comunicados_parent_idx" ON "comunicados" USING btree ("id_parent");