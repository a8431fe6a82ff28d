'use client';
// The audit log (GET /manage/audit): who changed what and when, filtered by person (id), kind of record, what was
// done (create, archive, restore…; kinds and actions said in the page's language), record id and dates; each entry
// opens to the fields it changed, before and after.
import { ZAuditPage } from '@afisha/contracts/manage/audit';
import { timeOfDayFields } from '@afisha/contracts/time-of-day';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { manageRead } from '../api/manage-api';
import { ListFrame } from '../kit/list-frame';
import { ACTIONS, ENTITIES } from './audit-codes';
import { auditDiff, showValue } from './audit-diff';

type AuditKey = Parameters<ReturnType<typeof useTranslations<'Manage.audit'>>>[0];

export function AuditList() {
  const t = useTranslations('Manage.audit');
  const locale = useLocale();
  const format = useFormatter();
  // Said in the page's language; a kind or an action this page does not know yet shows as recorded.
  const labelOf = (group: 'actions' | 'entities', code: string) =>
    t.has(`${group}.${code}` as AuditKey) ? t(`${group}.${code}` as AuditKey) : code;
  const actionLabel = (action: string) => labelOf('actions', action);
  const entityLabel = (entity: string) => labelOf('entities', entity);
  return (
    <ListFrame
      queryKey="audit"
      caption={t('caption')}
      load={(query) => {
        // The audit has no text search: the box searches by record id.
        const { search, ...rest } = query;
        return manageRead('/audit', ZAuditPage, locale, search ? { ...rest, entity_id: search } : rest);
      }}
      rowKey={(entry) => entry.id}
      searchLabel={t('search')}
      emptyText={t('empty')}
      filters={[
        {
          key: 'entity',
          label: t('entity'),
          kind: 'select',
          options: ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) })),
        },
        {
          key: 'action',
          label: t('action'),
          kind: 'select',
          options: ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
        },
        { key: 'actor', label: t('actor'), kind: 'text' },
        { key: 'date_from', label: t('dateFrom'), kind: 'date' },
        { key: 'date_to', label: t('dateTo'), kind: 'date' },
      ]}
      columns={[
        {
          key: 'at',
          label: t('at'),
          // With its zone: a manager in Kazan and an auditor abroad read the same moment ("14:05:09 MSK").
          render: (entry) =>
            format.dateTime(new Date(entry.at), {
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              ...timeOfDayFields(locale),
              second: '2-digit',
              timeZoneName: 'short',
            }),
        },
        { key: 'actor', label: t('actorColumn'), render: (entry) => entry.actor?.email ?? t('system') },
        {
          key: 'action',
          label: t('action'),
          render: (entry) =>
            `${actionLabel(entry.action)} · ${entityLabel(entry.entity)}${entry.entity_id ? ` #${entry.entity_id}` : ''}`,
        },
        {
          key: 'changes',
          label: t('changes'),
          className: 'min-w-64',
          render: (entry) => {
            const changes = auditDiff(entry.before, entry.after);
            return (
              <details>
                <summary className="cursor-pointer font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand">
                  {t('changedFields', { count: changes.length })}
                </summary>
                <table className="mt-2 w-full text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="pr-2 text-left">
                        {t('field')}
                      </th>
                      <th scope="col" className="pr-2 text-left">
                        {t('before')}
                      </th>
                      <th scope="col" className="text-left">
                        {t('after')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((change) => (
                      <tr key={change.path} className="border-t border-line align-top">
                        <th scope="row" className="pr-2 text-left font-mono text-xs font-normal">
                          {change.path}
                        </th>
                        <td className="pr-2 break-all text-red-900">
                          <del>{showValue(change.before)}</del>
                        </td>
                        <td className="break-all text-green-900">
                          <ins className="no-underline">{showValue(change.after)}</ins>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            );
          },
        },
      ]}
    />
  );
}
