'use client';
// The header's cart icon with the ticket counter (SPEC.md section 4): with tickets held it links to /cart; with none
// it opens a popup saying that no ticket has been chosen yet.
import { useTranslations } from 'next-intl';
import { CartIcon, iconButtonClass } from '@/components/ui/icons';
import { Popover, PopoverPanel, PopoverTrigger } from '@/components/ui/popover';
import { Link } from '@/i18n/navigation';
import { useCartCount } from '../hooks/use-cart-count';

export function CartButton() {
  const t = useTranslations('Shell');
  const count = useCartCount();

  if (count > 0) {
    return (
      <Link href="/cart" aria-label={t('cartWithCount', { count })} className={iconButtonClass}>
        <CartIcon className="size-6" />
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {count}
        </span>
      </Link>
    );
  }
  return (
    <Popover>
      <PopoverTrigger aria-label={t('cart')} className={iconButtonClass}>
        <CartIcon className="size-6" />
      </PopoverTrigger>
      <PopoverPanel className="w-64 text-sm">
        <p role="status">{t('cartEmpty')}</p>
      </PopoverPanel>
    </Popover>
  );
}
