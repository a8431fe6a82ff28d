'use client';
// `/box-office/staff`: administrators grant the box office to an account — one venue, or the whole site — and take
// it back (issue 7, "Roles and access"). The account must exist (the person signs up first); every change is in the
// audit log. Anybody else is told the page is for administrators.
import type { TStaffList } from '@afisha/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormField, submitButtonClass } from '@/components/ui/form-field';
import { showFormErrorToast, showSuccessToast } from '@/lib/toasts';
import { errorDetail } from '../api/orders.api';
import { changeStaff, fetchStaff } from '../api/staff.api';
import { StaffOnly } from './staff-only';
import { VenueSelect } from './venue-select';

const SITE = 'site';

export function StaffRoles() {
  const t = useTranslations('BoxOffice.staff');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const key = ['box-office', 'staff', locale];
  const [email, setEmail] = useState('');
  const [venue, setVenue] = useState(SITE);
  const [emailError, setEmailError] = useState<string | undefined>();
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const result = await fetchStaff(locale);
      if (!result.ok) throw Object.assign(new Error('staff failed'), { status: result.status });
      return result.data;
    },
    retry: false,
  });

  async function change(kind: 'grant' | 'revoke', who: string, where: number | null) {
    const result = await changeStaff(locale, kind, { email: who, venue: where });
    if (result.ok && result.data) {
      queryClient.setQueryData<TStaffList>(key, result.data);
      void showSuccessToast(kind === 'grant' ? t('granted', { email: who }) : t('revoked', { email: who }));
      return true;
    }
    const body = !result.ok ? result.body : undefined;
    const emailCodes = (body as { codes?: { email?: string[] } } | undefined)?.codes?.email;
    if (emailCodes) setEmailError(emailCodes.includes('does_not_exist') ? t('noAccount') : t('badEmail'));
    else void showFormErrorToast(errorDetail(body) ?? t('failed'));
    return false;
  }

  async function grant(form: FormEvent<HTMLFormElement>) {
    form.preventDefault();
    setEmailError(undefined);
    if (!email.trim()) {
      setEmailError(t('emailRequired'));
      return;
    }
    if (await change('grant', email.trim(), venue === SITE ? null : Number(venue))) setEmail('');
  }

  if ((query.error as { status?: number } | null)?.status === 403)
    return <StaffOnly text={t('adminsOnly')} />;
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (query.isError) return <p role="alert">{t('failed')}</p>;
  const { results, venues } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={grant}
        noValidate
        className="flex flex-col gap-3 rounded-2xl bg-surface p-4 md:flex-row md:items-end"
      >
        <FormField label={t('email')} error={emailError} className="md:flex-1">
          <input
            type="email"
            autoComplete="off"
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <VenueSelect
          label={t('where')}
          value={venue}
          onChange={setVenue}
          venues={venues}
          all={{ value: SITE, label: t('wholeSite') }}
          className="md:w-72"
        />
        <button type="submit" className={submitButtonClass}>
          {t('grant')}
        </button>
      </form>

      <ul aria-label={t('heading')} className="flex flex-col gap-3">
        {results.map((member) => (
          <li key={member.user} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
            <span className="font-semibold text-ink">
              {member.name || member.email}
              <span className="block text-sm font-normal text-muted">
                {member.email} · {member.role === 'admin' ? t('admin') : t('clerk')}
              </span>
            </span>
            {member.role === 'admin' ? null : member.venues === 'all' ? (
              <Grant
                label={t('wholeSite')}
                revokeLabel={t('revoke', { what: t('wholeSite') })}
                onRevoke={() => change('revoke', member.email, null)}
              />
            ) : (
              <ul className="flex flex-wrap gap-2">
                {member.venues.map((item) => (
                  <li key={item.id}>
                    <Grant
                      label={item.name}
                      revokeLabel={t('revoke', { what: item.name })}
                      onRevoke={() => change('revoke', member.email, item.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Grant({
  label,
  revokeLabel,
  onRevoke,
}: {
  label: string;
  revokeLabel: string;
  onRevoke: () => void;
}) {
  return (
    <span className="inline-flex items-center gap-2 self-start rounded-full bg-surface py-1 pr-1 pl-3 text-ink">
      {label}
      <button
        type="button"
        aria-label={revokeLabel}
        onClick={onRevoke}
        className="inline-flex size-7 items-center justify-center rounded-full hover:bg-white focus-visible:outline-2 focus-visible:outline-brand"
      >
        ×
      </button>
    </span>
  );
}
