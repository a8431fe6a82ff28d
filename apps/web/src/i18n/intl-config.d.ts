// Types next-intl's hooks and helpers by our locales and the Russian messages (the reference catalogue), so an
// unknown locale or message key is a type error. Module augmentation requires an interface here.
import type ru from './messages/ru.json';
import type { AppLocale } from './routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof ru;
  }
}
