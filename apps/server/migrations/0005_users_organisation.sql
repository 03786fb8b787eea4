CREATE TABLE "cargos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"setor_id" integer,
	"principal" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sigla" text,
	"assinatura" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departamentos_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "desligamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"motivo" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desligamentos_motivo_unique" UNIQUE("motivo")
);
--> statement-breakpoint
CREATE TABLE "divisoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisoes_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "grupos_economicos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupos_economicos_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "setores" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"divisao_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ausencias_temporarias" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"data_inicio" date NOT NULL,
	"data_retorno" date NOT NULL,
	"motivo" text,
	"criado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_cargos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"departamento_id" integer,
	"data_inicio" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_infos" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"data_admissao" date,
	"email_superior" "citext",
	"desligamento_id" integer,
	"data_desligamento" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "grupo_economico_id" integer;--> statement-breakpoint
ALTER TABLE "cargos" ADD CONSTRAINT "cargos_setor_id_setores_id_fk" FOREIGN KEY ("setor_id") REFERENCES "public"."setores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setores" ADD CONSTRAINT "setores_divisao_id_divisoes_id_fk" FOREIGN KEY ("divisao_id") REFERENCES "public"."divisoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencias_temporarias" ADD CONSTRAINT "ausencias_temporarias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencias_temporarias" ADD CONSTRAINT "ausencias_temporarias_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cargos" ADD CONSTRAINT "usuario_cargos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cargos" ADD CONSTRAINT "usuario_cargos_cargo_id_cargos_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cargos" ADD CONSTRAINT "usuario_cargos_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cargos" ADD CONSTRAINT "usuario_cargos_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_infos" ADD CONSTRAINT "usuario_infos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_infos" ADD CONSTRAINT "usuario_infos_desligamento_id_desligamentos_id_fk" FOREIGN KEY ("desligamento_id") REFERENCES "public"."desligamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cargos_nome_uq" ON "cargos" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "cargos_setor_idx" ON "cargos" USING btree ("setor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "setores_nome_uq" ON "setores" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "setores_divisao_idx" ON "setores" USING btree ("divisao_id");--> statement-breakpoint
CREATE INDEX "ausencias_temporarias_usuario_idx" ON "ausencias_temporarias" USING btree ("usuario_id","data_inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_cargos_uq" ON "usuario_cargos" USING btree ("usuario_id","dealer_id","cargo_id");--> statement-breakpoint
CREATE INDEX "usuario_cargos_dealer_idx" ON "usuario_cargos" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "usuario_cargos_cargo_idx" ON "usuario_cargos" USING btree ("cargo_id");--> statement-breakpoint
ALTER TABLE "marcas" ADD CONSTRAINT "marcas_grupo_economico_id_grupos_economicos_id_fk" FOREIGN KEY ("grupo_economico_id") REFERENCES "public"."grupos_economicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuarios_nome_idx" ON "usuarios" USING btree ("nome","id");--> statement-breakpoint
CREATE INDEX "usuarios_tipo_nome_idx" ON "usuarios" USING btree ("tipo","nome");--> statement-breakpoint
CREATE INDEX "usuarios_active_nome_idx" ON "usuarios" USING btree ("active","nome");--> statement-breakpoint
CREATE INDEX "usuarios_nome_trgm_idx" ON "usuarios" USING gin ("nome" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuarios_email_trgm_idx" ON "usuarios" USING gin (("email"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuarios_inatividade_idx" ON "usuarios" USING btree (coalesce("ultimo_acesso", "created_at")) WHERE "usuarios"."active" and not "usuarios"."ativacao_especial";