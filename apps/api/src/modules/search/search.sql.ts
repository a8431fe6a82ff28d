// Owns the SQL fragments search is built from: matching the query readings against the search
// index (one statement: lexicon lookup, documents by word, ranking), the performances it names and
// their next sessions. The Event and venue-card JSON are the catalogue's (catalogue/*.sql.ts).
//
// Matching, step by step (EXPLAIN ANALYZE figures are in docs/performance.md):
// 1. `hits`: each query word against the lexicon (search_terms, a few thousand words): equal,
//    starting with it when it is the word being typed, or within its typo budget by edit distance
//    (fuzzystrmatch), found through the btree, LIKE-prefix and length indexes. Quality: exact 3,
//    prefix 2, typo 1 plus the trigram similarity of the two words (pg_trgm).
// 2. `doc_candidates`: documents of the city and class (venue or show) that hold a hit of every
//    word of some reading, through the GIN index on their keys (searchKey: class, city and word),
//    at most MAX_CANDIDATES; `word_hits` keeps the best quality per document, reading and word.
// 3. `doc_match`: documents that hold every word of a reading; their rank is the worst of their
//    words, or 4 when the whole name is the reading (an exact title beats a prefix beats a typo).
// 4. `matched`: the best rank and trigram closeness of the whole name per entity.
import type { TLocale } from '@afisha/contracts';
import type { SearchKeyClass } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { eventJson } from '../catalogue/catalogue.sql.ts';
import { publicEvent } from '../catalogue/public-event.sql.ts';
import { MAX_QUERY_WORDS, type QueryReading } from './query-variants.ts';

/**
 * Upper bounds of the readings a query has (queryReadings): stated as LIMITs so the planner knows
 * the JSON holds a handful of rows, not the 100 it assumes of a set-returning function. With the
 * default guess the plan's cost crossed jit_above_cost, and JIT compiling cost 60 ms per query.
 */
const MAX_READINGS = 3;
const MAX_READING_WORDS = MAX_READINGS * MAX_QUERY_WORDS;

/**
 * Documents holding every word of a reading that are ranked, at most. Only a query of a letter or
 * two matches more (every title with a word starting with «г»); ranking all of them took 1.5 s at
 * 100,000 performances, and among that many prefix matches the first thousand are as good.
 */
const MAX_CANDIDATES = 1000;

/**
 * Performances whose next session is looked up to rank "soon" above "later or never", at most:
 * the best matches by text first. A two-letter prefix of a common first name names a few thousand
 * performances through their casts, and a session lookup each took 60 ms.
 */
const MAX_RANKED = 50;

export type DocumentKind = 'performance' | 'venue' | 'artist';

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The readings as the two JSON parameters the statement unpacks. */
function readingParams(readings: readonly QueryReading[]) {
  const words = readings.flatMap((reading, variant) =>
    reading.words.map((word, pos) => ({
      variant,
      pos,
      word: word.word,
      prefix: word.isPrefix ? `${escapeLike(word.word)}%` : null,
      typos: word.typos,
    })),
  );
  const phrases = readings.map((reading, variant) => ({
    variant,
    phrase: reading.phrase,
    words: reading.words.length,
  }));
  return { words: JSON.stringify(words), phrases: JSON.stringify(phrases) };
}

/**
 * A document of `d` holds, for some reading, a hit of each of its words. Spelt out word by word
 * (the statement's text depends on how many readings and words there are) so that PostgreSQL
 * intersects the GIN posting lists of the words instead of reading every document of any word.
 */
function holdsEveryWord(readings: readonly QueryReading[]): SQL {
  return sql.join(
    readings.map(
      (reading, variant) =>
        sql`(${sql.join(
          reading.words.map(
            (_, pos) =>
              sql`d.keys && (select array_agg(sp.prefix || t.term) from scope_prefixes sp, word_terms wt,
                unnest(wt.terms) as t(term) where wt.variant = ${sql.raw(String(variant))} and wt.pos = ${sql.raw(String(pos))})`,
          ),
          sql` and `,
        )})`,
    ),
    sql` or `,
  );
}

/**
 * `WITH` clauses ending in `matched(kind, entity_id, rank, closeness)`: the entities of `kinds`
 * whose names match a reading, in the city when one is given.
 */
export function matchedEntities(
  readings: readonly QueryReading[],
  kinds: readonly DocumentKind[],
  cityId: number | null,
): SQL {
  const { words, phrases } = readingParams(readings);
  const keyClass: SearchKeyClass = kinds.includes('venue') ? 'v' : 's';
  if (kinds.some((kind) => (kind === 'venue') !== (keyClass === 'v'))) {
    throw new Error('venues are searched apart from shows and artists');
  }
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`
    qw as (
      select * from jsonb_to_recordset(${words}::jsonb)
        as q(variant int, pos int, word text, prefix text, typos int)
      limit ${MAX_READING_WORDS}
    ),
    qv as (
      select * from jsonb_to_recordset(${phrases}::jsonb) as v(variant int, phrase text, words int)
      limit ${MAX_READINGS}
    ),
    hits as materialized (
      select qw.variant, qw.pos, t.term,
        max(case
          when t.term = qw.word then 3
          when qw.prefix is not null and t.term like qw.prefix then 2
          else 1 + similarity(t.term, qw.word)
        end) as quality
      from qw
      join search_terms t on t.term = qw.word
        or (qw.prefix is not null and t.term like qw.prefix)
        or (qw.typos > 0
          and t.length between char_length(qw.word) - qw.typos and char_length(qw.word) + qw.typos
          and levenshtein_less_equal(t.term, qw.word, qw.typos) <= qw.typos)
      group by qw.variant, qw.pos, t.term
    ),
    word_terms as materialized (
      select variant, pos, array_agg(term) as terms from hits group by variant, pos
    ),
    scope_prefixes as materialized (
      -- The key prefixes (searchKey of @afisha/db) of the class and cities searched.
      select ${keyClass}::text || id || ':' as prefix from cities
      where ${cityId}::int is null or id = ${cityId}::int
    ),
    doc_candidates as (
      select d.id, d.words from search_documents d
      where (${holdsEveryWord(readings)})
        and d.kind in (${kindList})
      limit ${MAX_CANDIDATES}
    ),
    word_hits as (
      select c.id, h.variant, h.pos, max(h.quality) as quality
      from doc_candidates c
      cross join lateral unnest(c.words) as w(term)
      join hits h on h.term = w.term
      group by c.id, h.variant, h.pos
    ),
    doc_match as (
      select wh.id, wh.variant, min(wh.quality) as quality, count(*) as words
      from word_hits wh
      group by wh.id, wh.variant
    ),
    matched as (
      select d.kind, d.entity_id,
        max(case when d.text = qv.phrase then 4 else dm.quality end) as rank,
        max(similarity(d.text, qv.phrase)) as closeness
      from doc_match dm
      join qv on qv.variant = dm.variant and qv.words = dm.words
      join search_documents d on d.id = dm.id
      group by d.kind, d.entity_id
    )`;
}

/**
 * `WITH` clause `ranked_performances(performance_id, rank, closeness)`: performances named by a
 * match, directly by title or through a matching artist of their cast (ranked half a class lower),
 * in the city (titles are found in the city already), the MAX_RANKED best. Needs `matched` over
 * performance and artist documents.
 */
export function rankedPerformances(cityId: number | null): SQL {
  return sql`
    ranked_performances as (
      select named.performance_id, max(named.rank) as rank, max(named.closeness) as closeness
      from (
        select m.entity_id as performance_id, m.rank, m.closeness
        from matched m where m.kind = 'performance'
        union all
        select pa.performance_id, m.rank - 0.5, m.closeness
        from matched m
        join performance_artists pa on pa.artist_id = m.entity_id
        join performances ap on ap.id = pa.performance_id
        join venues av on av.id = ap.venue_id
          and (${cityId}::int is null or av.city_id = ${cityId}::int)
        where m.kind = 'artist'
      ) named
      group by named.performance_id
      order by rank desc, closeness desc, named.performance_id
      limit ${MAX_RANKED}
    )`;
}

/** The next session of performance `p` from `now` on (alias `ne`: id, starts_at), lateral. */
export function nextEventJoin(now: Date): SQL {
  return sql`
    left join lateral (
      select e.id, e.starts_at from events e
      where e.performance_id = p.id and e.starts_at >= ${now.toISOString()}::timestamptz
        and e.sale_status <> 'cancelled' and ${publicEvent()}
      order by e.starts_at limit 1
    ) ne on true`;
}

/** ZEvent of the event with id `eventId` (a column of the outer query), or null. */
export function eventByIdJson(eventId: SQL, locale: TLocale, now: Date): SQL {
  return sql`(
    select ${eventJson(locale, now)}
    from events e
    join performances p on p.id = e.performance_id
    join halls h on h.id = e.hall_id
    join cities c on c.id = e.city_id
    where e.id = ${eventId} and ${publicEvent()})`;
}
