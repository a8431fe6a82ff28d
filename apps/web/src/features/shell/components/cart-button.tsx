'use client';
// The header's cart icon with the ticket counter (SPEC.md section 4): with tickets held it links to /cart; with none
// it opens a popup saying that no ticket has been chosen yet.
import { useTranslations } from 'next-intl';
import { disclosurePanelClass, useDisclosure } from '@/components/ui/disclosure';
import { CartIcon, iconButtonClass } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { useCartCount } from '../hooks/use-cart-count';

export function CartButton() {
  const t = useTranslations('Shell');
  const count = useCartCount();
  const popup = useDisclosure();

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
    <div ref={popup.rootRef} className="relative">
      <button {...popup.buttonProps} aria-label={t('cart')} className={iconButtonClass}>
        <CartIcon className="size-6" />
      </button>
      <p
        id={popup.panelId}
        role="status"
        hidden={!popup.open}
        className={`${disclosurePanelClass} -right-12 w-64 p-4 text-sm`}
      >
        {t('cartEmpty')}
      </p>
    </div>
  );
}
