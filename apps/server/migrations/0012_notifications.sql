CREATE TABLE "inscricoes_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"sessao_id" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotes_notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"origem" text NOT NULL,
	"origem_id" integer,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"produto_id" integer,
	"link" text,
	"destinatarios" integer DEFAULT 0 NOT NULL,
	"push_pendente" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modelos_notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" "citext" NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"produto_id" integer,
	"link" text,
	"active" boolean DEFAULT true NOT NULL,
	"criador_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacao_generica_grupos" (
	"notificacao_generica_id" integer NOT NULL,
	"grupo_usuarios_id" integer NOT NULL,
	CONSTRAINT "notificacao_generica_grupos_notificacao_generica_id_grupo_usuarios_id_pk" PRIMARY KEY("notificacao_generica_id","grupo_usuarios_id")
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lote_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"titulo" text,
	"texto" text,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"lida_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notificacoes_genericas" (
	"id" serial PRIMARY KEY NOT NULL,
	"modelo_id" integer,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"produto_id" integer,
	"link" text,
	"status" text DEFAULT 'AGENDADA' NOT NULL,
	"agendada_para" timestamp with time zone,
	"enviada_em" timestamp with time zone,
	"lote_id" integer,
	"criador_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inscricoes_push" ADD CONSTRAINT "inscricoes_push_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotes_notificacao" ADD CONSTRAINT "lotes_notificacao_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelos_notificacao" ADD CONSTRAINT "modelos_notificacao_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelos_notificacao" ADD CONSTRAINT "modelos_notificacao_criador_id_usuarios_id_fk" FOREIGN KEY ("criador_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_generica_grupos" ADD CONSTRAINT "notificacao_generica_grupos_notificacao_generica_id_notificacoes_genericas_id_fk" FOREIGN KEY ("notificacao_generica_id") REFERENCES "public"."notificacoes_genericas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_generica_grupos" ADD CONSTRAINT "notificacao_generica_grupos_grupo_usuarios_id_grupos_usuarios_id_fk" FOREIGN KEY ("grupo_usuarios_id") REFERENCES "public"."grupos_usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_lote_id_lotes_notificacao_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."lotes_notificacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_genericas" ADD CONSTRAINT "notificacoes_genericas_modelo_id_modelos_notificacao_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."modelos_notificacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_genericas" ADD CONSTRAINT "notificacoes_genericas_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_genericas" ADD CONSTRAINT "notificacoes_genericas_lote_id_lotes_notificacao_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."lotes_notificacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_genericas" ADD CONSTRAINT "notificacoes_genericas_criador_id_usuarios_id_fk" FOREIGN KEY ("criador_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inscricoes_push_endpoint_uq" ON "inscricoes_push" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "inscricoes_push_usuario_idx" ON "inscricoes_push" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "inscricoes_push_sessao_idx" ON "inscricoes_push" USING btree ("sessao_id");--> statement-breakpoint
CREATE INDEX "lotes_notificacao_origem_idx" ON "lotes_notificacao" USING btree ("origem","origem_id");--> statement-breakpoint
CREATE INDEX "lotes_notificacao_created_idx" ON "lotes_notificacao" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lotes_notificacao_push_pendente_idx" ON "lotes_notificacao" USING btree ("id") WHERE "lotes_notificacao"."push_pendente";--> statement-breakpoint
CREATE UNIQUE INDEX "modelos_notificacao_nome_uq" ON "modelos_notificacao" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "notificacao_generica_grupos_grupo_idx" ON "notificacao_generica_grupos" USING btree ("grupo_usuarios_id");--> statement-breakpoint
CREATE INDEX "notificacoes_usuario_data_idx" ON "notificacoes" USING btree ("usuario_id","data" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificacoes_nao_lidas_idx" ON "notificacoes" USING btree ("usuario_id") WHERE "notificacoes"."lida_em" is null;--> statement-breakpoint
CREATE INDEX "notificacoes_lote_idx" ON "notificacoes" USING btree ("lote_id");--> statement-breakpoint
CREATE INDEX "notificacoes_data_idx" ON "notificacoes" USING btree ("data");--> statement-breakpoint
CREATE INDEX "notificacoes_genericas_status_idx" ON "notificacoes_genericas" USING btree ("status","agendada_para");--> statement-breakpoint
CREATE INDEX "notificacoes_genericas_created_idx" ON "notificacoes_genericas" USING btree ("created_at");