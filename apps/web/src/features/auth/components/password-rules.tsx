'use client';
// The rules of a new password, shown under its field (SPEC.md "the password field passes a length value"): the
// length the contracts ask for, ticked as the visitor types, and the two the API checks (not one of the most common
// passwords, not the e-mail address itself). The field's own error says which one a refused password broke.
import { PASSWORD_MIN_LENGTH } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { CheckIcon } from '@/components/ui/icons';

export function PasswordRules({ password }: { password: string }) {
  const t = useTranslations('Auth');
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  return (
    <ul className="flex flex-col gap-0.5">
      <li className={`flex items-center gap-1.5 ${longEnough ? 'text-ink' : ''}`}>
        <CheckIcon className={`size-4 shrink-0 ${longEnough ? 'text-green-700' : 'text-line'}`} />
        {t('ruleLength', { length: PASSWORD_MIN_LENGTH })}
        {longEnough ? <span className="sr-only">{t('ruleMet')}</span> : null}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-4 shrink-0 text-center">
          ·
        </span>
        {t('ruleCommon')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-4 shrink-0 text-center">
          ·
        </span>
        {t('ruleEmail')}
      </li>
    </ul>
  );
}
