CREATE TABLE "tipos_usuario" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
-- The three user types are fixed by the spec; rows exist before the foreign key needs them.
INSERT INTO "tipos_usuario" ("id", "nome") VALUES
	('PROVEDOR', 'Provedor técnico'),
	('MONTADORA', 'Montadora'),
	('DEALER_GRUPO', 'Dealer/Grupo');
--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_tipo_tipos_usuario_id_fk" FOREIGN KEY ("tipo") REFERENCES "public"."tipos_usuario"("id") ON DELETE no action ON UPDATE no action;