-- Users' dealer groups: "usuario_grupos" sat beside "grupos_usuarios" (user groups). Renames only,
-- so the rows, keys and index stay as they are; the names follow the table's.
ALTER TABLE "usuario_grupos" RENAME TO "usuario_grupos_dealer";--> statement-breakpoint
ALTER TABLE "usuario_grupos_dealer" RENAME CONSTRAINT "usuario_grupos_usuario_id_grupo_id_pk" TO "usuario_grupos_dealer_usuario_id_grupo_id_pk";--> statement-breakpoint
ALTER TABLE "usuario_grupos_dealer" RENAME CONSTRAINT "usuario_grupos_usuario_id_usuarios_id_fk" TO "usuario_grupos_dealer_usuario_id_usuarios_id_fk";--> statement-breakpoint
ALTER TABLE "usuario_grupos_dealer" RENAME CONSTRAINT "usuario_grupos_grupo_id_grupos_id_fk" TO "usuario_grupos_dealer_grupo_id_grupos_id_fk";--> statement-breakpoint
ALTER INDEX "usuario_grupos_grupo_idx" RENAME TO "usuario_grupos_dealer_grupo_idx";
