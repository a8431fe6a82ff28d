'use client';
// A hall's form: title, subtitle and address in four languages, slug, subway stations (each a four-language name
// and its line colour), coordinates. New halls belong to the venue they are made from.
import { type TManageHall, ZHallCreate, ZManageHall } from '@afisha/contracts/manage/venues';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { useRouter } from '@/i18n/navigation';
import { manageWrite } from '../api/manage-api';
import { ArchiveButton } from '../components/archive-button';
import { LocalizedField } from '../components/localized-field';
import { localizedPaths, ManageForm, TextField, useManageResolver } from '../components/manage-form';
import { ManagePageHeader, manageSecondaryClass } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { fullLocalized } from '../locale-marks';
import { useRecord } from '../use-record';
import { withBlankLocalized } from '../with-blank-localized';

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
        title={hall.title[locale] || hall.title.ru}
        back={{ href: `/manage/venues/${hall.venue.id}`, label: hall.venue.name }}
      />
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
  const locale = useLocale();
  const router = useRouter();
  const schema = useMemo(() => withBlankLocalized(ZHallCreate, ['subtitle']), []);
  const form = useForm({ resolver: useManageResolver(schema), defaultValues: toValues(hall) as never });
  return (
    <ManageForm
      form={form}
      label={t('formLabel')}
      fields={FIELDS}
      submitLabel={hall ? undefined : t('create')}
      submit={(values) =>
        hall
          ? manageWrite('PATCH', `/halls/${hall.id}`, ZManageHall, {
              locale,
              body: values,
              version: hall.version,
            })
          : manageWrite('POST', `/venues/${venueId}/halls`, ZManageHall, { locale, body: values })
      }
      onSaved={(saved) => {
        if (!saved) return;
        if (hall) onSaved?.(saved);
        else router.push(`/manage/halls/${saved.id}`);
      }}
      onReload={onReload}
      actions={
        hall && !hall.archived_at ? (
          <ArchiveButton
            path={`/halls/${hall.id}`}
            name={hall.title.ru}
            version={hall.version}
            onArchived={() => router.push(`/manage/venues/${hall.venue.id}`)}
          />
        ) : null
      }
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
    </ManageForm>
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
