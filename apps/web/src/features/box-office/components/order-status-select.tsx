// A labelled choice of an order status, or any: the order search's filter and the CSV export's.
import { ORDER_STATUSES } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form-field';

export function OrderStatusSelect({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (status: string) => void;
  className?: string;
}) {
  const t = useTranslations('BoxOffice');
  return (
    <FormField label={label} className={className}>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('anyStatus')}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
