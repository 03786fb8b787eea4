/**
 * The library part of `npm run seed:network` (DESIGN.md "Performance": 200,000 library items):
 * 40 root folders (department × brand), 12 theme folders under each, 25–55 month/region folders
 * under each theme (~20,000 folders), and files for the rest of the 200,000 items, mostly in the
 * third level. Built level by level with set-based inserts; ids come from the table's sequence up
 * front so `caminho` (root..self) is written with the row and never patched afterwards.
 *
 * Files get `arquivos` rows with fake keys (`seed-rede/<uuid>`), sizes and content types, already
 * attached and processed (so neither the cleanup nor the processing job touches them). No bytes
 * exist on disk for them: listing, search and link signing work, a download of a seeded file
 * answers 404. About a third carry extracted text (`conteudo`, also in arquivos.texto) drawn from
 * a skewed vocabulary, so common words match thousands of items and the planted rare words
 * (RARE_WORDS) a few dozen: full-text search sees realistic selectivity.
 */
import type pg from 'pg';

const N = { roots: 40, themesPerRoot: 12, items: 200_000, downloads: 50_000 };

const DEPARTMENTS = ['Marketing', 'Vendas', 'Pós-venda', 'Peças', 'Garantia', 'Treinamentos', 'Qualidade', 'Jurídico'];

const THEMES = [
  'Campanhas', 'Manuais', 'Tabelas de preço', 'Treinamentos', 'Comunicados', 'Identidade visual',
  'Boletins técnicos', 'Eventos', 'Relatórios', 'Procedimentos', 'Lançamentos', 'Contratos',
];

const MONTHS = [
  'Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho',
  'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro',
];

const REGIONS = ['Região Sul', 'Região Sudeste', 'Região Centro-Oeste', 'Região Nordeste', 'Região Norte'];

/** File kinds: name prefix, extension, content type, whether the processing job finds text in it. */
const KINDS: [string, string, string, boolean][] = [
  ['Manual de garantia', 'pdf', 'application/pdf', true],
  ['Catálogo de peças', 'pdf', 'application/pdf', true],
  ['Procedimento de serviço', 'pdf', 'application/pdf', true],
  ['Boletim técnico', 'pdf', 'application/pdf', true],
  ['Comunicado interno', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', true],
  ['Tabela de preços', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', true],
  ['Relatório de vendas', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', true],
  ['Campanha', 'jpg', 'image/jpeg', false],
  ['Foto de vitrine', 'png', 'image/png', false],
  ['Apresentação', 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', false],
  ['Vídeo de treinamento', 'mp4', 'video/mp4', false],
  ['Pacote de artes', 'zip', 'application/zip', false],
];

const SUBJECTS = [
  'Hatch', 'Sedã', 'SUV compacto', 'Picape', 'Utilitário', 'Elétrico', 'Híbrido',
  'Dia dos Pais', 'Black Friday', 'Feirão de seminovos', 'Revisão de férias', 'Natal', 'Frotistas', 'Test-drive',
];

/**
 * Extracted-text vocabulary, most frequent first (words are drawn with a power-law skew):
 * function words, then the network's everyday terms, then less usual ones.
 */
const VOCABULARY = [
  'de', 'para', 'com', 'o', 'a', 'e', 'do', 'da', 'no', 'na', 'os', 'as', 'em', 'por', 'uma', 'um',
  'cliente', 'veículo', 'concessionária', 'revisão', 'garantia', 'peças', 'serviço', 'oficina', 'manutenção',
  'prazo', 'venda', 'preço', 'campanha', 'rede', 'marca', 'modelo', 'atendimento', 'qualidade', 'procedimento',
  'motor', 'pneu', 'freio', 'óleo', 'filtro', 'bateria', 'suspensão', 'transmissão', 'câmbio', 'embreagem',
  'injeção', 'diagnóstico', 'recall', 'promoção', 'desconto', 'tabela', 'meta', 'resultado', 'relatório',
  'trimestre', 'mês', 'ano', 'região', 'lançamento', 'versão', 'equipamento', 'acessório', 'estoque', 'pedido',
  'entrega', 'faturamento', 'financiamento', 'consórcio', 'seguro', 'satisfação', 'pesquisa', 'treinamento',
  'técnico', 'consultor', 'gerente', 'equipe', 'norma', 'política', 'documento', 'nota', 'fiscal', 'cadastro',
  'sistema', 'portal', 'acesso', 'usuário', 'comunicado', 'informativo', 'boletim', 'manual', 'catálogo',
  'apresentação', 'planilha', 'imagem', 'vídeo', 'material', 'divulgação', 'mídia', 'vitrine', 'showroom',
  'fachada', 'identidade', 'visual', 'logotipo', 'evento', 'feira', 'inauguração', 'reunião', 'agenda',
  'calendário', 'objetivo', 'indicador', 'desempenho', 'bônus', 'comissão', 'incentivo', 'premiação',
  'contrato', 'cláusula', 'auditoria', 'processo', 'fluxo', 'aprovação', 'solicitação', 'reclamação',
  'ouvidoria', 'reparo', 'substituição', 'componente', 'sensor', 'módulo', 'software', 'atualização',
  'ferramenta', 'elétrico', 'híbrido', 'combustível', 'consumo', 'emissão', 'segurança', 'airbag', 'cinto',
  'iluminação', 'farol', 'lanterna', 'carroceria', 'pintura', 'funilaria', 'vidro', 'direção', 'roda',
  'alinhamento', 'balanceamento', 'quilometragem', 'hatch', 'sedã', 'picape', 'utilitário', 'frota',
  'locadora', 'atacado', 'varejo', 'logística', 'transporte', 'armazém', 'inventário',
];

/**
 * Technical words planted once in about 6% of the texts (each in a few dozen items of the
 * 200,000): the bench's "rare word" searches take the first one the bench user can see.
 */
export const RARE_WORDS = [
  'virabrequim', 'homocinética', 'turbocompressor', 'intercooler', 'cremalheira', 'sincronizador',
  'servofreio', 'termostato', 'alternador', 'carburador', 'amortecedor', 'rolamento', 'retentor',
  'cabeçote', 'bieleta', 'semieixo', 'catalisador', 'radiador', 'estabilizador', 'velocímetro',
  'odômetro', 'retrovisor', 'fechadura', 'palheta', 'escapamento', 'silencioso', 'coletor',
  'borboleta', 'diferencial', 'pastilha', 'tambor', 'coxim', 'tensor', 'polia', 'mangueira',
  'bobina', 'chicote', 'fusível', 'atuador', 'pinça',
];

/** The common word of the bench's searches: a file-name word of one kind, frequent in the texts too. */
export const COMMON_WORD = 'garantia';

/** Marks the seed's root folders (the idempotency check counts them). */
const ROOT_MARK = ' - Rede Marca ';

type Exec = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

/** Root folders: one per department and network brand, set up about two years ago. */
async function roots(q: Exec) {
  await q(
    `insert into seed_pastas (id, nivel, ordem, pai_id, caminho, nome, criado, dono)
     select nextval(pg_get_serial_sequence('itens_biblioteca', 'id')), 1, r, null, null,
            ($1::text[])[1 + (r - 1) / 5] || '${ROOT_MARK}' || (1 + (r - 1) % 5),
            now() - interval '730 days' + interval '30 days' * random(), ($2::int[])[1 + r % cardinality($2::int[])]
       from generate_series(1, ${N.roots}) r`,
    [DEPARTMENTS, await owners(q)],
  );
  await q(`update seed_pastas set caminho = array[id] where nivel = 1`);
}

/** Manufacturer users with the manage-library feature: they own and upload everything. */
async function owners(q: Exec): Promise<number[]> {
  const res = await q(`select array_agg(u.id order by u.id) ids
                         from usuarios u join usuario_funcionalidades uf on uf.usuario_id = u.id
                         join funcionalidades f on f.id = uf.funcionalidade_id and f.chave = 'PORTAL_GERENCIAR_BIBLIOTECA'
                        where u.email like 'net.%'`);
  const ids = res.rows[0]?.ids as number[] | null;
  if (!ids?.length) throw new Error('no network user manages the library: seed the network users first');
  return ids;
}

/** Theme folders under every root (12 each). */
async function themes(q: Exec) {
  await q(
    `insert into seed_pastas (id, nivel, ordem, pai_id, caminho, nome, criado, dono)
     select nextval(pg_get_serial_sequence('itens_biblioteca', 'id')), 2, (p.ordem - 1) * ${N.themesPerRoot} + t,
            p.id, p.caminho, ($1::text[])[t], p.criado + (now() - p.criado) * random() * 0.1, p.dono
       from seed_pastas p cross join generate_series(1, ${N.themesPerRoot}) t
      where p.nivel = 1 order by p.id, t`,
    [THEMES],
  );
  await q(`update seed_pastas set caminho = caminho || id where nivel = 2`);
}

/** Month/region folders: 25–55 under each theme folder, names unique within it. */
async function periods(q: Exec) {
  await q(
    `insert into seed_pastas (id, nivel, ordem, pai_id, caminho, nome, criado, dono)
     select nextval(pg_get_serial_sequence('itens_biblioteca', 'id')), 3, 0, p.id, p.caminho,
            ($1::text[])[1 + (k - 1) % 12] || ' ' || (2025 + ((k - 1) / 12) % 2) || ' - ' || ($2::text[])[1 + (k - 1) / 24],
            p.criado + (now() - p.criado) * random(), p.dono
       from seed_pastas p cross join lateral generate_series(1, 25 + (p.ordem * 13) % 31) k
      where p.nivel = 2 order by p.id, k`,
    [MONTHS, REGIONS],
  );
  await q(`update seed_pastas set caminho = caminho || id where nivel = 3`);
}

/**
 * Files: 95% spread at random over the third-level folders, 5% over the theme folders (a theme
 * folder then holds 45–75 children). Kind by number; text for the text kinds, skipping some, so
 * about a third of all files have text. Created after their folder, modified mostly soon after.
 */
async function files(q: Exec, count: number) {
  await q(`create temp table seed_folhas on commit drop as
             select row_number() over (partition by nivel order by id)::int n, nivel, id, caminho, criado
               from seed_pastas where nivel in (2, 3)`);
  await q(`create index on seed_folhas (nivel, n)`);
  const per = (await q(`select count(*) filter (where nivel = 2)::int n2, count(*) filter (where nivel = 3)::int n3 from seed_folhas`)).rows[0];
  const inThemes = Math.round(count * 0.05);
  await q(
    `insert into seed_arquivos (i, pai_id, caminho, nome, ext, tipo, tamanho, criado, modificado, dono, texto)
     select f.i, p.id, p.caminho || nextval(pg_get_serial_sequence('itens_biblioteca', 'id'))::int,
            ($3::text[])[f.k] || ' ' || ($7::text[])[1 + (f.i / 12 * 5 + f.i) % cardinality($7::text[])] || ' ' || (2025 + f.i / 7 % 2)
              || ' - ' || f.i || '.' || ($4::text[])[f.k],
            ($4::text[])[f.k], ($5::text[])[f.k],
            case ($4::text[])[f.k] when 'mp4' then 20000000 + (f.i * 7919) % 400000000
                                   when 'zip' then 1000000 + (f.i * 7919) % 80000000
                                   when 'jpg' then 200000 + (f.i * 7919) % 6000000
                                   when 'png' then 100000 + (f.i * 7919) % 3000000
                                   else 30000 + (f.i * 7919) % 12000000 end,
            c.criado, c.criado + (now() - c.criado) * power(random(), 3), ($2::int[])[1 + f.i % cardinality($2::int[])],
            case when ($6::boolean[])[f.k] and (f.i / 12) % 7 < 4 then (
              select string_agg(case when j % 11 = 1 then initcap(w) else w end || case when j % 11 = 0 then '.' else '' end,
                                ' ' order by j)
                from (select j, ($8::text[])[1 + floor(cardinality($8::text[]) * power(random(), 2.2))::int] w
                        from generate_series(1, 30 + f.i % 35) j) x
            ) || case when random() < 0.06 then ' ' || ($9::text[])[1 + floor(random() * cardinality($9::text[]))::int] || '.'
                      else '.' end
            end
       from (select g as i, 1 + g % ${KINDS.length} as k, case when g <= ${inThemes} then 2 else 3 end as nivel,
                    1 + floor(random() * case when g <= ${inThemes} then ${per.n2} else ${per.n3} end)::int as n
               from generate_series(1, $1::int) g) f
       join seed_folhas p on p.nivel = f.nivel and p.n = f.n
       cross join lateral (select p.criado + (now() - p.criado) * random() as criado) c`,
    [
      count,
      await owners(q),
      KINDS.map((k) => k[0]),
      KINDS.map((k) => k[1]),
      KINDS.map((k) => k[2]),
      KINDS.map((k) => k[3]),
      SUBJECTS,
      VOCABULARY,
      RARE_WORDS,
    ],
  );
}

/**
 * Seeds the library (idempotent: skipped when the 40 root folders exist). One transaction, so an
 * interrupted run leaves nothing half-built. Returns the seconds it took, or null when skipped.
 */
export async function seedLibrary(pool: pg.Pool): Promise<number | null> {
  const have = await pool.query(`select count(*)::int n from itens_biblioteca where pasta_pai_id is null and nome like '%${ROOT_MARK}%'`);
  if ((have.rows[0]?.n ?? 0) >= N.roots) return null;
  const started = Date.now();
  const client = await pool.connect();
  const q: Exec = (text, values) => client.query(text, values);
  try {
    await q('begin');
    await q(`select setseed(0.2026)`);
    await q(`create temp table seed_pastas (id int primary key, nivel int, ordem int, pai_id int, caminho int[], nome text,
                                            criado timestamptz, dono int) on commit drop`);
    await roots(q);
    await themes(q);
    await periods(q);
    await q(`insert into itens_biblioteca (id, nome, pasta, pasta_pai_id, caminho, proprietario_id, data_criacao, ultima_modificacao)
             select id, nome, true, pai_id, caminho, dono, criado, criado + (now() - criado) * power(random(), 2)
               from seed_pastas order by nivel, id`);
    const folders = (await q(`select count(*)::int n from seed_pastas`)).rows[0].n as number;
    await q(`create temp table seed_arquivos (i int, pai_id int, caminho int[], nome text, ext text, tipo text, tamanho bigint,
                                              criado timestamptz, modificado timestamptz, dono int, texto text,
                                              arquivo_id uuid default gen_random_uuid()) on commit drop`);
    await files(q, N.items - folders);
    await q(`insert into arquivos (id, nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id, enviado_em, anexado_em,
                                   miniatura_chave, texto, processado_em)
             select arquivo_id, nome, tamanho, tipo, 'seed-rede/' || arquivo_id, 'LIBRARY', dono, criado, criado,
                    case when ext in ('jpg', 'png') then 'seed-rede/' || arquivo_id || '.miniatura.webp' end, texto, criado
               from seed_arquivos`);
    await q(`insert into itens_biblioteca (id, nome, pasta, pasta_pai_id, caminho, proprietario_id, arquivo_id, conteudo,
                                           data_criacao, ultima_modificacao)
             select caminho[array_length(caminho, 1)], nome, false, pai_id, caminho, dono, arquivo_id, texto, criado, modificado
               from seed_arquivos order by i`);
    // Grants: 1–4 network user groups per root ('Rede Audiência Grande', 24,000 users, on four
    // of them), about a quarter read-write; an extra grant on ~5% of the theme folders.
    await q(`insert into permissoes_pasta (pasta_id, grupo_usuarios_id, permissao)
             select p.id, g.id, case when (p.ordem + j) % 4 = 0 then 'LEITURA_ESCRITA' else 'LEITURA' end
               from seed_pastas p cross join lateral generate_series(1, 1 + (p.ordem * 7) % 4) j
               join grupos_usuarios g on g.nome = case when j = 1 and p.ordem % 10 = 3 then 'Rede Audiência Grande'
                                                       else 'Rede Audiência ' || (2 + (p.ordem * 37 + j * 101) % 499) end
              where p.nivel = 1
             union all
             select p.id, g.id, case when p.ordem % 3 = 0 then 'LEITURA_ESCRITA' else 'LEITURA' end
               from seed_pastas p join grupos_usuarios g on g.nome = 'Rede Audiência ' || (2 + (p.ordem * 53) % 499)
              where p.nivel = 2 and p.ordem % 20 = 7
             on conflict do nothing`);
    // Downloads by network users, each after its file was created.
    await q(`insert into downloads_biblioteca (item_id, usuario_id, em)
             select a.caminho[array_length(a.caminho, 1)], u.id, a.criado + (now() - a.criado) * random()
               from (select 1 + floor(random() * (select count(*) from seed_arquivos))::int as i,
                            'net.' || (1 + (d * 7919) % 60000) || '@rede.test' as email
                       from generate_series(1, ${N.downloads}) d) x
               join seed_arquivos a on a.i = x.i
               join usuarios u on u.email = x.email`);
    await q('commit');
  } catch (err) {
    await q('rollback');
    throw err;
  } finally {
    client.release();
  }
  await pool.query('analyze itens_biblioteca; analyze arquivos; analyze permissoes_pasta; analyze downloads_biblioteca');
  return (Date.now() - started) / 1000;
}
