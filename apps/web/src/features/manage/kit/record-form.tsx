'use client';
// The form of one versioned back-office record, new or existing (venues, halls, performances, genres, tags,
// artists): a new one is POSTed to its collection and its page opened; an existing one is PATCHed with the version
// it was read at (a 409 shows the reload banner) and can be archived — or, archived, restored from the notice above
// the form that says since when (record-lifecycle.ts decides which). An archived record's fields are read-only, with
// no save, until it is restored (the notice says so and names the fields' group); the restored record comes back as a
// new version, so its editor is made again, editable. What differs — fields, paths, names — is passed in; saving, the
// server's field errors and the banner are ManageForm's.
import { useLocale } from 'next-intl';
import { type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useRouter } from '@/i18n/navigation';
import type { Parser } from '@/lib/api-client';
import { manageWrite } from '../api/manage-api';
import { ArchiveButton } from './archive-button';
import { ArchivedNotice } from './archived-notice';
import { ManageForm } from './manage-form';
import { focusManageTitle } from './page-header';
import { isReadOnly, lifecycleAction } from './record-lifecycle';
import { RestoreButton } from './restore-button';

type VersionedRecord = { id: number; version: number; archived_at: string | null };

export function RecordForm<T extends VersionedRecord, TIn extends FieldValues, TOut>({
  form,
  label,
  fields,
  createLabel,
  record,
  parser,
  createPath,
  recordPath,
  pageOf,
  archive,
  onSaved,
  afterCreate,
  onReload,
  children,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The form's accessible name. */
  label: string;
  fields: readonly string[];
  /** The submit button of a new record ("Создать площадку"). */
  createLabel: string;
  /** The record being edited; none: a new one. */
  record?: T;
  parser: Parser<T>;
  /** Where a new record is made, under /manage of the API (`/venues`, `/venues/3/halls`). */
  createPath: string;
  /** Where a record lives, under /manage of the API (`/venues/3`). */
  recordPath(id: number): string;
  /** The site's page of a record (`/manage/venues/3`), opened once a new one is made. */
  pageOf(record: T): string;
  /**
   * The archive button (and the restore button of an archived record), for those who may: the record's name in its
   * question, and the page to go to after.
   */
  archive?: { name: string; backTo: string };
  onSaved?(record: T): void;
  /** What is done once a new record is made, before its page opens (a duplicate's sessions copied along). */
  afterCreate?(record: T): Promise<void>;
  onReload?(): void;
  children: ReactNode;
}) {
  const locale = useLocale();
  const router = useRouter();
  const action = lifecycleAction(record, archive !== undefined);
  const noticeId = useId();
  const notice = { headingId: `${noticeId}-heading`, readOnlyId: `${noticeId}-read-only` };
  return (
    <>
      {record?.archived_at ? (
        <ArchivedNotice archivedAt={record.archived_at} restorable={action === 'restore'} {...notice}>
          {action === 'restore' ? (
            <RestoreButton
              path={recordPath(record.id)}
              version={record.version}
              parser={parser}
              onRestored={(restored) => {
                // The notice (and the button with the focus) goes: the heading above takes the focus.
                focusManageTitle();
                if (restored) onSaved?.(restored);
                else onReload?.();
              }}
              onReload={onReload}
            />
          ) : null}
        </ArchivedNotice>
      ) : null}
      <ManageForm
        form={form}
        label={label}
        fields={fields}
        readOnly={
          isReadOnly(record) ? { labelledBy: notice.headingId, describedBy: notice.readOnlyId } : undefined
        }
        submitLabel={record ? undefined : createLabel}
        submit={(values) =>
          record
            ? manageWrite('PATCH', recordPath(record.id), parser, {
                locale,
                body: values,
                version: record.version,
              })
            : manageWrite('POST', createPath, parser, { locale, body: values })
        }
        onSaved={(saved) => {
          if (!saved) return;
          if (record) onSaved?.(saved);
          else if (afterCreate) void afterCreate(saved).finally(() => router.push(pageOf(saved)));
          else router.push(pageOf(saved));
        }}
        onReload={onReload}
        actions={
          record && archive && action === 'archive' ? (
            <ArchiveButton
              path={recordPath(record.id)}
              name={archive.name}
              version={record.version}
              onArchived={() => router.push(archive.backTo)}
            />
          ) : null
        }
      >
        {children}
      </ManageForm>
    </>
  );
}
