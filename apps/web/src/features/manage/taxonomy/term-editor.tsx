'use client';
// The form of an artist (name, bio, photo, slug), a genre or a tag (name, slug, position).
import { pickLocalized } from '@afisha/contracts';
import type { TManageArtist, TManageTerm } from '@afisha/contracts/manage/taxonomy';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { Parser } from '@/lib/api-client';
import { ImageField } from '../kit/image-field';
import { fullLocalized } from '../kit/locale-marks';
import { LocalizedField } from '../kit/localized-field';
import { useManage } from '../kit/manage-context';
import { localizedPaths, TextField, useManageResolver } from '../kit/manage-form';
import { ManagePageHeader } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { RecordForm } from '../kit/record-form';
import { useRecord } from '../kit/use-record';
import { withBlankLocalized } from '../kit/with-blank-localized';
import { TERM_KINDS, type TermKind } from './term-kinds';

type AnyTerm = TManageArtist | TManageTerm;

const FIELDS = [...localizedPaths('name'), ...localizedPaths('bio'), 'slug', 'photo', 'position'];

function toValues(kind: TermKind, term?: AnyTerm) {
  if (kind === 'artist') {
    const artist = term as TManageArtist | undefined;
    return {
      name: fullLocalized(artist?.name),
      bio: fullLocalized(artist?.bio),
      photo: artist?.photo ?? null,
      slug: artist?.slug,
    };
  }
  const each = term as TManageTerm | undefined;
  return { name: fullLocalized(each?.name), slug: each?.slug, position: each?.position };
}

export function TermEditor({ kind, id }: { kind: TermKind; id?: number }) {
  const t = useTranslations('Manage');
  const locale = useLocale() as 'ru';
  const { path, record: schema } = TERM_KINDS[kind];
  const record = useRecord<AnyTerm>(kind, `${path}/${id}`, schema as Parser<AnyTerm>, id !== undefined);
  const back = { href: `/manage/${kind}s`, label: t(`titles.${kind}s`) };
  if (id === undefined) {
    return (
      <>
        <ManagePageHeader title={t(`titles.${kind}New`)} back={back} />
        <TermForm kind={kind} />
      </>
    );
  }
  const term = record.query.data;
  if (!term) return <QueryState query={record.query} />;
  return (
    <>
      <ManagePageHeader title={pickLocalized(term.name, locale)} back={back} />
      <TermForm
        key={term.version}
        kind={kind}
        term={term}
        onSaved={record.replace}
        onReload={record.reload}
      />
    </>
  );
}

function TermForm({
  kind,
  term,
  onSaved,
  onReload,
}: {
  kind: TermKind;
  term?: AnyTerm;
  onSaved?(term: AnyTerm): void;
  onReload?(): void;
}) {
  const t = useTranslations('Manage.terms');
  const { me } = useManage();
  const { path, record, create } = TERM_KINDS[kind];
  const schema = useMemo(() => withBlankLocalized(create, ['bio']), [create]);
  const form = useForm({
    resolver: useManageResolver(schema as never),
    defaultValues: toValues(kind, term) as never,
  });
  return (
    <RecordForm
      form={form}
      label={t(`formLabel.${kind}`)}
      fields={FIELDS}
      createLabel={t('create')}
      record={term}
      parser={record as Parser<AnyTerm>}
      createPath={path}
      recordPath={(id) => `${path}/${id}`}
      pageOf={(saved) => `/manage/${kind}s/${saved.id}`}
      // Archiving and restoring the vocabulary are the administrators' (managers read it and add artists).
      archive={term && me.is_admin ? { name: term.name.ru, backTo: `/manage/${kind}s` } : undefined}
      onSaved={onSaved}
      onReload={onReload}
    >
      <LocalizedField name="name" label={t('name')} />
      {kind === 'artist' ? (
        <>
          <LocalizedField name="bio" label={t('bio')} multiline rows={6} optional />
          <ImageField
            name="photo"
            label={t('photo')}
            variant="wide"
            value="url"
            currentUrl={(term as TManageArtist | undefined)?.photo}
          />
        </>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="slug" label={t('slug')} blank="undefined" />
        {kind !== 'artist' ? (
          <TextField name="position" label={t('position')} type="number" inputMode="numeric" />
        ) : null}
      </div>
    </RecordForm>
  );
}
