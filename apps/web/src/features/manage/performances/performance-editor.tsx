'use client';
// A performance's form: title, short text and description in four languages (Russian required, missing languages
// marked), age, duration HH:MM, venue, genres, tags, cast (artist and role), named tickets, poster (uploaded here),
// slug, publication. Edits send the version read (If-Match); archiving tells what still uses it.
import { pickLocalized } from '@afisha/contracts';
import {
  PERFORMANCE_AGES,
  type TManagePerformance,
  ZManagePerformance,
  ZManagePerformanceCreate,
} from '@afisha/contracts/manage/performances';
import { ZManageArtistPage, ZManageTermPage } from '@afisha/contracts/manage/taxonomy';
import { ZManageVenuePage } from '@afisha/contracts/manage/venues';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { inputClass } from '@/components/ui/form-field';
import { Link } from '@/i18n/navigation';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CheckboxGroup } from '../kit/checkbox-group';
import { ImageField } from '../kit/image-field';
import { fullLocalized } from '../kit/locale-marks';
import { LocalizedField } from '../kit/localized-field';
import { useManage } from '../kit/manage-context';
import { CheckboxField, localizedPaths, SelectField, TextField, useManageResolver } from '../kit/manage-form';
import { NextSteps } from '../kit/next-steps';
import { ManagePageHeader, manageSecondaryClass } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { RecordForm } from '../kit/record-form';
import { StatusBadge } from '../kit/status-badge';
import { useOptions } from '../kit/use-options';
import { useRecord } from '../kit/use-record';
import { getVenueRecord, venueFromAddress, venueRecordKey } from '../kit/venue-choice';
import { withBlankLocalized } from '../kit/with-blank-localized';
import {
  type CopySessionsChoice,
  CopySessionsOption,
  copySessionsAfterCreate,
  NO_SESSIONS_COPIED,
} from './copy-sessions-option';

const FIELDS = [
  ...localizedPaths('title'),
  ...localizedPaths('short'),
  ...localizedPaths('description'),
  'slug',
  'age',
  'duration',
  'venue',
  'genres',
  'tags',
  'images',
  'images.poster',
  'artists',
  'artists.*.artist',
  'artists.*.role',
  ...['ru', 'en', 'fr', 'de'].map((locale) => `artists.*.role.${locale}`),
  'named_tickets',
  'is_published',
];

/**
 * The form's values: the record's, or a copy's (`copy`: everything but its address, which a new one derives from the
 * title, and unpublished, so the copy is on the site only once it has been looked at).
 */
function toValues(performance: TManagePerformance | undefined, venueId: number | null, copy = false) {
  const values = recordValues(performance, venueId);
  return copy ? { ...values, slug: undefined, is_published: false } : values;
}

function recordValues(performance: TManagePerformance | undefined, venueId: number | null) {
  return {
    title: fullLocalized(performance?.title),
    short: fullLocalized(performance?.short),
    description: fullLocalized(performance?.description),
    slug: performance?.slug,
    age: performance?.age ?? 0,
    duration: performance?.duration ?? null,
    venue: performance?.venue.id ?? venueId ?? undefined,
    genres: performance?.genres.map((genre) => genre.id) ?? [],
    tags: performance?.tags.map((tag) => tag.id) ?? [],
    images: { poster: performance?.images.poster ?? null },
    artists: (performance?.artists ?? []).map((cast) => ({
      artist: cast.artist,
      role: fullLocalized(cast.role),
    })),
    named_tickets: performance?.named_tickets ?? false,
    is_published: performance?.is_published ?? true,
  };
}

export function PerformanceEditor({ id }: { id?: number }) {
  const t = useTranslations('Manage');
  const locale = useLocale() as 'ru';
  const record = useRecord('performance', `/performances/${id}`, ZManagePerformance, id !== undefined);
  const back = { href: '/manage/performances', label: t('titles.performances') };
  if (id === undefined) return <NewPerformance back={back} />;
  const performance = record.query.data;
  if (!performance) return <QueryState query={record.query} />;
  return (
    <>
      <ManagePageHeader title={pickLocalized(performance.title, locale)} back={back}>
        <div className="flex flex-wrap gap-2">
          {performance.archived_at ? (
            <StatusBadge>{t('status.archived')}</StatusBadge>
          ) : performance.is_published ? (
            <StatusBadge tone="success">{t('status.published')}</StatusBadge>
          ) : (
            <StatusBadge tone="info">{t('status.draft')}</StatusBadge>
          )}
          {/* The public page as visitors will see it, drafts too (performance-preview.tsx). */}
          <Link
            href={`/manage/performances/${performance.id}/preview`}
            className="text-sm font-semibold text-ink underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('preview.link')}
          </Link>
        </div>
        {performance.archived_at ? null : <PerformanceNextSteps performance={performance} />}
      </ManagePageHeader>
      <PerformanceForm
        key={performance.version}
        performance={performance}
        onSaved={record.replace}
        onReload={record.reload}
      />
    </>
  );
}

/** A new performance, blank or a copy of the one `?copy=` names (with, if chosen, its upcoming sessions). */
function NewPerformance({ back }: { back: { href: string; label: string } }) {
  const t = useTranslations('Manage');
  const locale = useLocale();
  const copyOf = venueFromAddress(useSearchParams().get('copy'));
  const source = useRecord('performance', `/performances/${copyOf}`, ZManagePerformance, copyOf !== null);
  const [sessions, setSessions] = useState<CopySessionsChoice>(NO_SESSIONS_COPIED);
  if (copyOf === null) {
    return (
      <>
        <ManagePageHeader title={t('titles.performanceNew')} back={back} />
        <PerformanceForm />
      </>
    );
  }
  if (!source.query.data) return <QueryState query={source.query} />;
  const original = { id: source.query.data.id, venue: source.query.data.venue.id };
  return (
    <>
      <ManagePageHeader
        title={t('performances.copyTitle', { title: pickLocalized(source.query.data.title, locale) })}
        back={back}
      >
        <p className="text-muted">{t('performances.copyHint')}</p>
      </ManagePageHeader>
      <PerformanceForm
        copyOf={source.query.data}
        afterCreate={(made) =>
          copySessionsAfterCreate(locale, original, made.id, sessions, {
            done: (count) => t('copySessions.done', { count }),
            failed: (detail) => t('copySessions.failed', { detail }),
          })
        }
      >
        <CopySessionsOption source={original} choice={sessions} onChange={setSessions} />
      </PerformanceForm>
    </>
  );
}

/** Its sessions (the venue's list, narrowed to it), and a new session or series of it. */
function PerformanceNextSteps({ performance }: { performance: TManagePerformance }) {
  const t = useTranslations('Manage');
  const query = { venue: String(performance.venue.id), performance: String(performance.id) };
  return (
    <NextSteps
      links={[
        {
          href: { pathname: '/manage/sessions', query: { ...query, view: 'list' } },
          label: t('next.performanceSessions'),
        },
        { href: { pathname: '/manage/sessions/new', query }, label: t('next.performanceNewSession') },
        { href: { pathname: '/manage/sessions/series', query }, label: t('next.performanceNewSeries') },
        {
          href: { pathname: '/manage/performances/new', query: { copy: String(performance.id) } },
          label: t('next.performanceCopy'),
        },
      ]}
    />
  );
}

function PerformanceForm({
  performance,
  copyOf,
  onSaved,
  afterCreate,
  onReload,
  children,
}: {
  performance?: TManagePerformance;
  /** A new performance starting from this one's fields. */
  copyOf?: TManagePerformance;
  onSaved?(performance: TManagePerformance): void;
  /** Once a new one is made (a duplicate's sessions copied along). */
  afterCreate?(performance: TManagePerformance): Promise<void>;
  onReload?(): void;
  /** More of the form, after its fields (the duplicate's sessions). */
  children?: ReactNode;
}) {
  const t = useTranslations('Manage.performances');
  const locale = useLocale();
  const { venueId } = useManage();
  // A new performance of the venue the link came from (the home's checklist, a venue's page): ?venue=.
  const addressVenue = venueFromAddress(useSearchParams().get('venue'));
  const presetVenue = performance ? null : addressVenue;
  const schema = useMemo(() => withBlankLocalized(ZManagePerformanceCreate, ['short', 'description']), []);
  const form = useForm({
    resolver: useManageResolver(schema),
    defaultValues: (copyOf
      ? toValues(copyOf, null, true)
      : toValues(performance, presetVenue ?? venueId)) as never,
  });
  const venues = useOptions('/venues', ZManageVenuePage);
  // The venue shown is among the choices even past the first hundred (the performance's, or the preset one).
  const presetRecord = useQuery({
    queryKey: venueRecordKey(locale, presetVenue),
    queryFn: () => getVenueRecord(locale, presetVenue as number),
    enabled:
      presetVenue !== null && !!venues.query.data && !venues.options.some((o) => o.value === presetVenue),
    staleTime: 60_000,
  });
  const named = performance ?? copyOf;
  const shownVenue = named
    ? { value: named.venue.id, label: named.venue.name }
    : presetVenue !== null && presetRecord.data
      ? { value: presetVenue, label: pickLocalized(presetRecord.data.name, locale) }
      : null;
  const genres = useOptions('/genres', ZManageTermPage);
  const tags = useOptions('/tags', ZManageTermPage);
  return (
    <RecordForm
      form={form}
      label={t('formLabel')}
      fields={FIELDS}
      createLabel={t('create')}
      record={performance}
      parser={ZManagePerformance}
      createPath="/performances"
      recordPath={(id) => `/performances/${id}`}
      pageOf={(saved) => `/manage/performances/${saved.id}`}
      archive={performance ? { name: performance.title.ru, backTo: '/manage/performances' } : undefined}
      onSaved={onSaved}
      afterCreate={afterCreate}
      onReload={onReload}
    >
      <LocalizedField name="title" label={t('title')} />
      <LocalizedField name="short" label={t('short')} multiline rows={3} optional />
      <LocalizedField name="description" label={t('description')} multiline rows={8} optional />
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          name="age"
          label={t('age')}
          numeric
          options={PERFORMANCE_AGES.map((age) => ({ value: age, label: `${age}+` }))}
        />
        <TextField name="duration" label={t('duration')} hint={t('durationHint')} blank="null" />
        <SelectField
          name="venue"
          label={t('venue')}
          numeric
          placeholder={t('chooseVenue')}
          options={
            shownVenue && !venues.options.some((option) => option.value === shownVenue.value)
              ? [shownVenue, ...venues.options]
              : venues.options
          }
        />
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="md:w-72">
          <ImageField
            name="images.poster"
            label={t('poster')}
            variant="poster"
            value="id"
            currentUrl={(performance ?? copyOf)?.images.poster}
          />
        </div>
        <div className="flex flex-1 flex-col gap-4">
          <CheckboxGroup name="genres" label={t('genres')} options={genres.options} query={genres.query} />
          <CheckboxGroup name="tags" label={t('tags')} options={tags.options} query={tags.query} />
        </div>
      </div>
      <Cast known={(performance ?? copyOf)?.artists ?? []} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="slug" label={t('slug')} hint={t('slugHint')} blank="undefined" />
        <div className="flex flex-col gap-2">
          <CheckboxField name="is_published" label={t('published')} hint={t('publishedHint')} />
          <CheckboxField name="named_tickets" label={t('namedTickets')} hint={t('namedTicketsHint')} />
        </div>
      </div>
      {children}
    </RecordForm>
  );
}

function Cast({ known }: { known: { artist: number; name: string }[] }) {
  const t = useTranslations('Manage.performances');
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'artists' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('cast')}</legend>
      {fields.length === 0 ? <p className="text-sm text-muted">{t('noCast')}</p> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-3 rounded-2xl border border-line p-3">
            <ArtistPicker index={index} known={known} />
            <LocalizedField
              name={`artists.${index}.role`}
              label={t('role', { number: index + 1 })}
              optional
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                className={manageSecondaryClass}
              >
                {t('moveUp', { number: index + 1 })}
              </button>
              <button type="button" onClick={() => remove(index)} className={manageSecondaryClass}>
                {t('removeCast', { number: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => append({ artist: undefined, role: fullLocalized(null) })}
        className={`${manageSecondaryClass} self-start`}
      >
        {t('addCast')}
      </button>
    </fieldset>
  );
}

/** One cast member's artist: a search box narrowing the choices of a select (the site has thousands of artists). */
function ArtistPicker({ index, known }: { index: number; known: { artist: number; name: string }[] }) {
  const t = useTranslations('Manage.performances');
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300, '');
  const { options } = useOptions('/artists', ZManageArtistPage, debounced);
  const current = useWatch({ name: `artists.${index}.artist` }) as number | undefined;
  const currentKnown = known.find((each) => each.artist === current);
  const choices =
    currentKnown && !options.some((option) => option.value === current)
      ? [{ value: currentKnown.artist, label: currentKnown.name }, ...options]
      : options;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {t('findArtist', { number: index + 1 })}
        </label>
        <input
          id={id}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={inputClass}
        />
      </div>
      <SelectField
        name={`artists.${index}.artist`}
        label={t('artist', { number: index + 1 })}
        numeric
        placeholder={t('chooseArtist')}
        options={choices}
      />
    </div>
  );
}
