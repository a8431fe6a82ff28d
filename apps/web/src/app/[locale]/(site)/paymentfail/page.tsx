// `/paymentfail?order=`: where the bank returns a buyer whose payment failed: why, and paying again while the order can be paid
// (PRODUCT.md "Payment result"; features/checkout/components/payment-result-page.tsx).
import {
  PaymentResultPage,
  type ResultPageProps,
  resultPageMetadata,
} from '@/features/checkout/components/payment-result-page';

export const generateMetadata = resultPageMetadata('paymentfail');

export default function Page(props: ResultPageProps) {
  return <PaymentResultPage page="paymentfail" {...props} />;
}
