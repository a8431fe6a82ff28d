'use client';
// People and their roles per venue (administrators only): the list by venue and role, a form to grant a role to an
// existing account, and a revoke button on each role (asked first).
import {
  type TManageStaffMember,
  ZManageStaffMember,
  ZManageStaffPage,
} from '@afisha/contracts/manage/staff';
import { ZManageVenuePage } from '@afisha/contracts/manage/venues';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFormErrorToast, showSuccessToast } from '@/lib/toasts';
import { manageRead, manageWrite } from '../api/manage-api';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { ListFrame } from '../kit/list-frame';
import { useManage } from '../kit/manage-context';
import { ManageForm, SelectField, TextField, useManageResolver } from '../kit/manage-form';
import { StatusBadge } from '../kit/status-badge';
import { useOptions } from '../kit/use-options';
import { WHOLE_SITE, ZStaffGrantForm } from './staff-grant-form';

type Role = TManageStaffMember['roles'][number];

export function StaffRoles() {
  const t = useTranslations('Manage.staff');
  const { me } = useManage();
  const locale = useLocale();
  const venues = useOptions('/venues', ZManageVenuePage);
  const venueOptions = venues.options.map((option) => ({ value: String(option.value), label: option.label }));
  const [revoking, setRevoking] = useState<{ member: TManageStaffMember; role: Role } | null>(null);
  const queryClient = useQueryClient();
  if (!me.is_admin) {
    return (
      <p role="alert" className="rounded-2xl bg-surface p-5 text-ink">
        {t('adminsOnly')}
      </p>
    );
  }
  const revoke = async () => {
    if (!revoking) return true;
    const result = await manageWrite('POST', '/staff/revoke', ZManageStaffMember, {
      locale,
      body: {
        email: revoking.member.email,
        venue: revoking.role.venue?.id ?? null,
        role: revoking.role.role,
      },
    });
    if (result.ok) {
      void showSuccessToast(t('revoked'));
      void queryClient.invalidateQueries({ queryKey: ['manage', 'staff'] });
    } else {
      void showFormErrorToast(t('revokeFailed'));
    }
    return true;
  };
  return (
    <div className="flex flex-col gap-6">
      <GrantForm venues={venueOptions} />
      <ListFrame
        queryKey="staff"
        caption={t('caption')}
        load={(query) => manageRead('/staff', ZManageStaffPage, locale, query)}
        rowKey={(member) => member.user}
        searchLabel={t('search')}
        filters={[
          { key: 'venue', label: t('venue'), kind: 'select', options: venueOptions },
          {
            key: 'role',
            label: t('role'),
            kind: 'select',
            options: (['manager', 'box_office', 'admin'] as const).map((role) => ({
              value: role,
              label: t(`roles.${role}`),
            })),
          },
        ]}
        columns={[
          {
            key: 'email',
            label: t('person'),
            sort: 'email',
            render: (member) => (
              <span className="flex flex-col">
                <span className="font-semibold">{member.email}</span>
                {member.name ? <span className="text-sm text-muted">{member.name}</span> : null}
              </span>
            ),
          },
          {
            key: 'roles',
            label: t('roles.heading'),
            render: (member) => (
              <ul className="flex flex-col gap-1">
                {member.is_admin ? (
                  <li>
                    <StatusBadge tone="info">{t('roles.admin')}</StatusBadge>
                  </li>
                ) : null}
                {member.roles.map((role) => (
                  <li
                    key={`${role.venue?.id ?? 'all'}-${role.role}`}
                    className="flex flex-wrap items-center gap-2"
                  >
                    <StatusBadge tone={role.role === 'manager' ? 'success' : 'neutral'}>
                      {t(`roles.${role.role}`)}
                    </StatusBadge>
                    <span>{role.venue?.name ?? t('wholeSite')}</span>
                    <button
                      type="button"
                      onClick={() => setRevoking({ member, role })}
                      className="text-sm font-semibold text-brand-dark underline focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      {t('revoke')}
                      <span className="sr-only">
                        {' '}
                        {t('revokeWhat', {
                          role: t(`roles.${role.role}`),
                          venue: role.venue?.name ?? t('wholeSite'),
                          email: member.email,
                        })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('revokeTitle')}
        description={
          revoking
            ? t('revokeWhat', {
                role: t(`roles.${revoking.role.role}`),
                venue: revoking.role.venue?.name ?? t('wholeSite'),
                email: revoking.member.email,
              })
            : undefined
        }
        confirmLabel={t('revoke')}
        onConfirm={revoke}
      />
    </div>
  );
}

function GrantForm({ venues }: { venues: { value: string; label: string }[] }) {
  const t = useTranslations('Manage.staff');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: useManageResolver(ZStaffGrantForm),
    defaultValues: { email: '', venue: undefined, role: 'manager' } as never,
  });
  return (
    <section
      aria-labelledby="grant-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
    >
      <h2 id="grant-heading" className="text-lg font-bold text-ink">
        {t('grantHeading')}
      </h2>
      <ManageForm
        form={form}
        label={t('grantHeading')}
        fields={['email', 'venue', 'role']}
        submitLabel={t('grant')}
        savedMessage={t('granted')}
        submit={(values) => manageWrite('POST', '/staff/grant', ZManageStaffMember, { locale, body: values })}
        onSaved={() => {
          form.reset();
          void queryClient.invalidateQueries({ queryKey: ['manage', 'staff'] });
        }}
      >
        {/* Three across only where the e-mail label fits on one line; on a tablet the address gets a row of its own. */}
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <TextField
            name="email"
            label={t('email')}
            type="email"
            autoComplete="off"
            className="md:col-span-2 lg:col-span-1"
          />
          <SelectField
            name="venue"
            label={t('venue')}
            numeric
            placeholder={t('chooseVenue')}
            options={[{ value: WHOLE_SITE, label: t('wholeSite') }, ...venues]}
          />
          <SelectField
            name="role"
            label={t('role')}
            options={(['manager', 'box_office'] as const).map((role) => ({
              value: role,
              label: t(`roles.${role}`),
            }))}
          />
        </div>
      </ManageForm>
    </section>
  );
}
