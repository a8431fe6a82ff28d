'use client';
// A hall's form: title, subtitle and address in four languages, slug, subway stations (each a four-language name
// and its line colour), coordinates. New halls belong to the venue they are made from.
import { pickLocalized } from '@afisha/contracts';
import { type TManageHall, ZHallCreate, ZManageHall } from '@afisha/contracts/manage/venues';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { fullLocalized } from '../kit/locale-marks';
import { LocalizedField } from '../kit/localized-field';
import { localizedPaths, TextField, useManageResolver } from '../kit/manage-form';
import { NextSteps } from '../kit/next-steps';
import { ManagePageHeader, manageSecondaryClass } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { RecordForm } from '../kit/record-form';
import { useRecord } from '../kit/use-record';
import { withBlankLocalized } from '../kit/with-blank-localized';

const FIELDS = [
  ...localizedPaths('title'),
  ...localizedPaths('subtitle'),
  ...localizedPaths('address'),
  'slug',
  'subways',
  'subways.*.title',
  ...['ru', 'en', 'fr', 'de'].map((locale) => `subways.*.title.${locale}`),
  'subways.*.color',
  'latitude',
  'longitude',
];

function toValues(hall?: TManageHall) {
  return {
    title: fullLocalized(hall?.title),
    subtitle: fullLocalized(hall?.subtitle),
    address: fullLocalized(hall?.address),
    slug: hall?.slug,
    subways: (hall?.subways ?? []).map((subway) => ({
      title: fullLocalized(subway.title),
      color: subway.color,
    })),
    latitude: hall?.latitude ?? null,
    longitude: hall?.longitude ?? null,
  };
}

export function HallEditor({ id, venueId }: { id?: number; venueId?: number }) {
  const t = useTranslations('Manage');
  const locale = useLocale() as 'ru';
  const record = useRecord('hall', `/halls/${id}`, ZManageHall, id !== undefined);
  if (id === undefined) {
    return (
      <>
        <ManagePageHeader
          title={t('titles.hallNew')}
          back={{ href: `/manage/venues/${venueId}`, label: t('titles.venue') }}
        />
        <HallForm venueId={venueId} />
      </>
    );
  }
  const hall = record.query.data;
  if (!hall) return <QueryState query={record.query} />;
  return (
    <>
      <ManagePageHeader
        title={pickLocalized(hall.title, locale)}
        back={{ href: `/manage/venues/${hall.venue.id}`, label: hall.venue.name }}
      >
        <NextSteps
          links={[
            { href: `/manage/plans?venue=${hall.venue.id}&hall=${hall.id}`, label: t('next.hallPlans') },
            { href: `/manage/sessions?venue=${hall.venue.id}`, label: t('next.hallSessions') },
          ]}
        />
      </ManagePageHeader>
      <HallForm key={hall.version} hall={hall} onSaved={record.replace} onReload={record.reload} />
    </>
  );
}

function HallForm({
  hall,
  venueId,
  onSaved,
  onReload,
}: {
  hall?: TManageHall;
  venueId?: number;
  onSaved?(hall: TManageHall): void;
  onReload?(): void;
}) {
  const t = useTranslations('Manage.halls');
  const schema = useMemo(() => withBlankLocalized(ZHallCreate, ['subtitle']), []);
  const form = useForm({ resolver: useManageResolver(schema), defaultValues: toValues(hall) as never });
  return (
    <RecordForm
      form={form}
      label={t('formLabel')}
      fields={FIELDS}
      createLabel={t('create')}
      record={hall}
      parser={ZManageHall}
      createPath={`/venues/${venueId}/halls`}
      recordPath={(id) => `/halls/${id}`}
      pageOf={(saved) => `/manage/halls/${saved.id}`}
      archive={hall ? { name: hall.title.ru, backTo: `/manage/venues/${hall.venue.id}` } : undefined}
      onSaved={onSaved}
      onReload={onReload}
    >
      <LocalizedField name="title" label={t('title')} />
      <LocalizedField name="subtitle" label={t('subtitle')} optional />
      <LocalizedField name="address" label={t('address')} />
      <div className="grid gap-4 md:grid-cols-3">
        <TextField name="slug" label={t('slug')} blank="undefined" />
        <TextField name="latitude" label={t('latitude')} type="number" inputMode="decimal" />
        <TextField name="longitude" label={t('longitude')} type="number" inputMode="decimal" />
      </div>
      <Subways />
    </RecordForm>
  );
}

function Subways() {
  const t = useTranslations('Manage.halls');
  const { control, register } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'subways' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('subways')}</legend>
      {fields.length === 0 ? <p className="text-sm text-muted">{t('noSubways')}</p> : null}
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="flex flex-col gap-3 rounded-2xl border border-line p-3 md:flex-row md:items-start"
        >
          <div className="flex-1">
            <LocalizedField name={`subways.${index}.title`} label={t('subwayTitle', { number: index + 1 })} />
          </div>
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {t('subwayColor', { number: index + 1 })}
            <input
              type="color"
              {...register(`subways.${index}.color`)}
              className="h-11 w-20 rounded-xl border border-line"
            />
          </label>
          <button type="button" onClick={() => remove(index)} className={`${manageSecondaryClass} md:mt-6`}>
            {t('removeSubway', { number: index + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => append({ title: fullLocalized(null), color: '#d7263d' })}
        className={`${manageSecondaryClass} self-start`}
      >
        {t('addSubway')}
      </button>
    </fieldset>
  );
}
