'use client';
// A venue's form (new: administrators; edit: its managers too): names and description in four languages, type,
// city (where its sessions are listed), slug, time zone, logo, contacts. Edits send the version read (If-Match).
import { pickLocalized } from '@afisha/contracts';
import { type TManageVenue, ZManageVenue, ZVenueCreate } from '@afisha/contracts/manage/venues';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ImageField } from '../kit/image-field';
import { fullLocalized } from '../kit/locale-marks';
import { LocalizedField } from '../kit/localized-field';
import { useManage } from '../kit/manage-context';
import { localizedPaths, SelectField, TextField, useManageResolver } from '../kit/manage-form';
import { NextSteps } from '../kit/next-steps';
import { ManagePageHeader } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { RecordForm } from '../kit/record-form';
import { StatusBadge } from '../kit/status-badge';
import { useRecord } from '../kit/use-record';
import { withBlankLocalized } from '../kit/with-blank-localized';
import { HallList } from './hall-list';

type CityOption = { slug: string; name: string };

const FIELDS = [
  ...localizedPaths('name'),
  ...localizedPaths('description'),
  'type',
  'city',
  'slug',
  'timezone',
  'logo',
  'contacts.website',
  'contacts.phone',
  'contacts.email',
];

function toValues(venue?: TManageVenue) {
  return {
    name: fullLocalized(venue?.name),
    description: fullLocalized(venue?.description),
    type: venue?.type ?? 'THEATER',
    city: venue?.city.slug ?? '',
    slug: venue?.slug,
    timezone: venue?.timezone,
    logo: venue?.logo ?? null,
    contacts: {
      website: venue?.contacts.website ?? null,
      phone: venue?.contacts.phone ?? null,
      email: venue?.contacts.email ?? null,
    },
  };
}

export function VenueEditor({ id, cities }: { id?: number; cities: CityOption[] }) {
  const t = useTranslations('Manage');
  const locale = useLocale() as 'ru' | 'en' | 'fr' | 'de';
  const record = useRecord('venue', `/venues/${id}`, ZManageVenue, id !== undefined);
  if (id === undefined) {
    return (
      <>
        <ManagePageHeader
          title={t('titles.venueNew')}
          back={{ href: '/manage/venues', label: t('titles.venues') }}
        />
        <VenueForm cities={cities} />
      </>
    );
  }
  const venue = record.query.data;
  if (!venue) return <QueryState query={record.query} />;
  const name = pickLocalized(venue.name, locale);
  return (
    <>
      <ManagePageHeader title={name} back={{ href: '/manage/venues', label: t('titles.venues') }}>
        {venue.archived_at ? <StatusBadge>{t('status.archived')}</StatusBadge> : null}
        <NextSteps
          links={[
            { href: `/manage/sessions?venue=${venue.id}`, label: t('next.venueSessions') },
            { href: `/manage/performances?venue=${venue.id}`, label: t('next.venuePerformances') },
            { href: `/manage/plans?venue=${venue.id}`, label: t('next.venuePlans') },
          ]}
        />
      </ManagePageHeader>
      <VenueForm
        key={venue.version}
        venue={venue}
        cities={cities}
        onSaved={record.replace}
        onReload={record.reload}
      />
      <HallList venueId={venue.id} />
    </>
  );
}

function VenueForm({
  venue,
  cities,
  onSaved,
  onReload,
}: {
  venue?: TManageVenue;
  cities: CityOption[];
  onSaved?(venue: TManageVenue): void;
  onReload?(): void;
}) {
  const t = useTranslations('Manage.venues');
  const { me } = useManage();
  const schema = useMemo(() => withBlankLocalized(ZVenueCreate, ['description']), []);
  const form = useForm({ resolver: useManageResolver(schema), defaultValues: toValues(venue) as never });
  return (
    <RecordForm
      form={form}
      label={t('formLabel')}
      fields={FIELDS}
      createLabel={t('create')}
      record={venue}
      parser={ZManageVenue}
      createPath="/venues"
      recordPath={(id) => `/venues/${id}`}
      pageOf={(saved) => `/manage/venues/${saved.id}`}
      // Archiving and restoring a venue are the administrators' (a venue's managers only edit it).
      archive={venue && me.is_admin ? { name: venue.name.ru, backTo: '/manage/venues' } : undefined}
      onSaved={onSaved}
      onReload={onReload}
    >
      <LocalizedField name="name" label={t('name')} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          name="type"
          label={t('type')}
          options={[
            { value: 'THEATER', label: t('types.THEATER') },
            { value: 'ORGANIZATOR', label: t('types.ORGANIZATOR') },
          ]}
        />
        <SelectField
          name="city"
          label={t('city')}
          placeholder={t('chooseCity')}
          options={cities.map((city) => ({ value: city.slug, label: city.name }))}
        />
        <TextField name="slug" label={t('slug')} hint={t('slugHint')} blank="undefined" />
        <TextField name="timezone" label={t('timezone')} hint={t('timezoneHint')} blank="undefined" />
      </div>
      <LocalizedField name="description" label={t('description')} multiline optional />
      <ImageField name="logo" label={t('logo')} variant="wide" value="url" currentUrl={venue?.logo} />
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('contacts')}</legend>
        <TextField name="contacts.website" label={t('website')} type="url" blank="null" />
        <TextField name="contacts.phone" label={t('phone')} type="tel" blank="null" />
        <TextField name="contacts.email" label={t('email')} type="email" blank="null" />
      </fieldset>
    </RecordForm>
  );
}
