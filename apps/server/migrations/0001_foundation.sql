CREATE TABLE "dealer_marcas" (
	"dealer_id" integer NOT NULL,
	"marca_id" integer NOT NULL,
	CONSTRAINT "dealer_marcas_dealer_id_marca_id_pk" PRIMARY KEY("dealer_id","marca_id")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"razao_social" text NOT NULL,
	"nome_exibicao" text NOT NULL,
	"cnpj" text NOT NULL,
	"codigo_principal" text NOT NULL,
	"grupo_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funcionalidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"chave" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"produto_id" integer NOT NULL,
	CONSTRAINT "funcionalidades_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
CREATE TABLE "grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marcas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"palette" text DEFAULT 'provedor' NOT NULL,
	"facebook_id" text,
	"imagem_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_itens_produto" (
	"id" serial PRIMARY KEY NOT NULL,
	"produto_id" integer NOT NULL,
	"categoria" text NOT NULL,
	"titulo" text NOT NULL,
	"caminho" text NOT NULL,
	"chave_funcionalidade" text,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"base_uri" text NOT NULL,
	"base_uri_homolog" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tipo_acesso_funcionalidades" (
	"tipo_acesso_id" integer NOT NULL,
	"funcionalidade_id" integer NOT NULL,
	"padrao" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tipo_acesso_funcionalidades_tipo_acesso_id_funcionalidade_id_pk" PRIMARY KEY("tipo_acesso_id","funcionalidade_id")
);
--> statement-breakpoint
CREATE TABLE "tipos_acesso" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"produto_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_vistos" (
	"usuario_id" integer NOT NULL,
	"tour_id" text NOT NULL,
	"visto_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_vistos_usuario_id_tour_id_pk" PRIMARY KEY("usuario_id","tour_id")
);
--> statement-breakpoint
CREATE TABLE "portal_properties" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_dealers" (
	"usuario_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	CONSTRAINT "usuario_dealers_usuario_id_dealer_id_pk" PRIMARY KEY("usuario_id","dealer_id")
);
--> statement-breakpoint
CREATE TABLE "usuario_funcionalidades" (
	"usuario_id" integer NOT NULL,
	"funcionalidade_id" integer NOT NULL,
	CONSTRAINT "usuario_funcionalidades_usuario_id_funcionalidade_id_pk" PRIMARY KEY("usuario_id","funcionalidade_id")
);
--> statement-breakpoint
CREATE TABLE "usuario_grupos" (
	"usuario_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	CONSTRAINT "usuario_grupos_usuario_id_grupo_id_pk" PRIMARY KEY("usuario_id","grupo_id")
);
--> statement-breakpoint
CREATE TABLE "usuario_marcas" (
	"usuario_id" integer NOT NULL,
	"marca_id" integer NOT NULL,
	CONSTRAINT "usuario_marcas_usuario_id_marca_id_pk" PRIMARY KEY("usuario_id","marca_id")
);
--> statement-breakpoint
CREATE TABLE "usuario_tipos_acesso" (
	"usuario_id" integer NOT NULL,
	"tipo_acesso_id" integer NOT NULL,
	CONSTRAINT "usuario_tipos_acesso_usuario_id_tipo_acesso_id_pk" PRIMARY KEY("usuario_id","tipo_acesso_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" "citext" NOT NULL,
	"cpf" text,
	"tipo" text NOT NULL,
	"idioma" text DEFAULT 'PT_BR' NOT NULL,
	"avatar_link" text,
	"telefones" text[] DEFAULT '{}' NOT NULL,
	"celulares" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"especial" boolean DEFAULT false NOT NULL,
	"ativacao_especial" boolean DEFAULT false NOT NULL,
	"idp_subject" text,
	"password_hash" text,
	"ultimo_acesso" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"acao" text NOT NULL,
	"antes" jsonb,
	"depois" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"nome" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"destinatario" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"status" text NOT NULL,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dealer_marcas" ADD CONSTRAINT "dealer_marcas_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_marcas" ADD CONSTRAINT "dealer_marcas_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funcionalidades" ADD CONSTRAINT "funcionalidades_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_itens_produto" ADD CONSTRAINT "menu_itens_produto_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipo_acesso_funcionalidades" ADD CONSTRAINT "tipo_acesso_funcionalidades_tipo_acesso_id_tipos_acesso_id_fk" FOREIGN KEY ("tipo_acesso_id") REFERENCES "public"."tipos_acesso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipo_acesso_funcionalidades" ADD CONSTRAINT "tipo_acesso_funcionalidades_funcionalidade_id_funcionalidades_id_fk" FOREIGN KEY ("funcionalidade_id") REFERENCES "public"."funcionalidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipos_acesso" ADD CONSTRAINT "tipos_acesso_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_vistos" ADD CONSTRAINT "onboarding_vistos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_dealers" ADD CONSTRAINT "usuario_dealers_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_dealers" ADD CONSTRAINT "usuario_dealers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_funcionalidades" ADD CONSTRAINT "usuario_funcionalidades_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_funcionalidades" ADD CONSTRAINT "usuario_funcionalidades_funcionalidade_id_funcionalidades_id_fk" FOREIGN KEY ("funcionalidade_id") REFERENCES "public"."funcionalidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_grupos" ADD CONSTRAINT "usuario_grupos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_grupos" ADD CONSTRAINT "usuario_grupos_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_marcas" ADD CONSTRAINT "usuario_marcas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_marcas" ADD CONSTRAINT "usuario_marcas_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_tipos_acesso" ADD CONSTRAINT "usuario_tipos_acesso_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_tipos_acesso" ADD CONSTRAINT "usuario_tipos_acesso_tipo_acesso_id_tipos_acesso_id_fk" FOREIGN KEY ("tipo_acesso_id") REFERENCES "public"."tipos_acesso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_marcas_marca_idx" ON "dealer_marcas" USING btree ("marca_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_cnpj_uq" ON "dealers" USING btree ("cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_codigo_principal_uq" ON "dealers" USING btree ("codigo_principal");--> statement-breakpoint
CREATE INDEX "dealers_grupo_idx" ON "dealers" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "usuario_dealers_dealer_idx" ON "usuario_dealers" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "usuario_funcionalidades_func_idx" ON "usuario_funcionalidades" USING btree ("funcionalidade_id");--> statement-breakpoint
CREATE INDEX "usuario_grupos_grupo_idx" ON "usuario_grupos" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "usuario_marcas_marca_idx" ON "usuario_marcas" USING btree ("marca_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_cpf_uq" ON "usuarios" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_idp_subject_uq" ON "usuarios" USING btree ("idp_subject");--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("entidade","entidade_id","em");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","em");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","em");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_usuario_idx" ON "password_reset_tokens" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "email_outbox_destinatario_idx" ON "email_outbox" USING btree ("destinatario","created_at");