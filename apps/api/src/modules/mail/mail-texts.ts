// Owns the wording of account mails in the four languages of the site. Placeholders in braces are filled by
// mail-render.ts: {site} (the site's name), {name}, {phone}, {hours}, {minutes}. The Russian texts fix the
// shape; the type makes a locale that misses a text a compile error.
import type { TLocale } from '@afisha/contracts';

export type AccountMailKind =
  | 'confirm_registration'
  | 'account_exists'
  | 'reset_password'
  | 'confirm_email_change'
  | 'email_changed';

export type KindTexts = {
  subject: string;
  /** Paragraphs before the button. */
  intro: readonly string[];
  /** The button's label. */
  action: string;
  /** Paragraphs after the button: how long the link lives, what to do if it was not you. */
  outro: readonly string[];
  /** A second link under the button (account_exists: forgot your password?). */
  secondary?: { text: string; action: string };
};

export type MailTexts = {
  greeting: string;
  greetingNoName: string;
  linkHint: string;
  phone: string;
  automatic: string;
  kinds: Record<AccountMailKind, KindTexts>;
};

const ru: MailTexts = {
  greeting: 'Здравствуйте, {name}!',
  greetingNoName: 'Здравствуйте!',
  linkHint: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
  phone: 'Телефон: {phone}',
  automatic: 'Это письмо отправлено автоматически, отвечать на него не нужно.',
  kinds: {
    confirm_registration: {
      subject: 'Подтвердите адрес электронной почты на сайте «{site}»',
      intro: [
        'Спасибо за регистрацию на сайте «{site}»! Чтобы завершить её, подтвердите адрес электронной почты.',
      ],
      action: 'Подтвердить адрес',
      outro: ['Ссылка действует {hours} ч. Если вы не регистрировались, просто проигнорируйте это письмо.'],
    },
    account_exists: {
      subject: 'Вход на сайт «{site}»',
      intro: [
        'Кто-то (возможно, вы) пытался зарегистрироваться на сайте «{site}» с этим адресом, но учётная запись с ним уже есть.',
        'Если это были вы, просто войдите. Если вы забыли пароль, задайте новый.',
      ],
      action: 'Войти',
      secondary: { text: 'Забыли пароль?', action: 'Задать новый пароль' },
      outro: ['Если это были не вы, проигнорируйте письмо: ничего не изменилось.'],
    },
    reset_password: {
      subject: 'Смена пароля на сайте «{site}»',
      intro: ['Мы получили запрос на смену пароля вашей учётной записи на сайте «{site}».'],
      action: 'Задать новый пароль',
      outro: [
        'Ссылка действует {minutes} мин. и срабатывает один раз.',
        'Если вы не запрашивали смену пароля, проигнорируйте письмо: пароль останется прежним.',
      ],
    },
    confirm_email_change: {
      subject: 'Подтвердите новый адрес электронной почты на сайте «{site}»',
      intro: [
        'Вы указали этот адрес для своей учётной записи на сайте «{site}». Подтвердите его, чтобы он вступил в силу.',
      ],
      action: 'Подтвердить новый адрес',
      outro: ['Ссылка действует {hours} ч. Если вы этого не делали, проигнорируйте письмо.'],
    },
    email_changed: {
      subject: 'Адрес электронной почты на сайте «{site}» изменён',
      intro: [
        'Адрес электронной почты вашей учётной записи на сайте «{site}» изменён: теперь письма приходят на новый адрес, а этот больше не используется для входа.',
      ],
      action: 'Войти',
      outro: ['Если это сделали не вы, сразу позвоните нам: мы поможем вернуть доступ к учётной записи.'],
    },
  },
};

const en: MailTexts = {
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  linkHint: 'If the button does not work, copy this address into your browser:',
  phone: 'Phone: {phone}',
  automatic: 'This mail was sent automatically; there is no need to reply.',
  kinds: {
    confirm_registration: {
      subject: 'Confirm your email address at {site}',
      intro: ['Thank you for signing up at {site}! To finish, please confirm your email address.'],
      action: 'Confirm my address',
      outro: ['The link is valid for {hours} hours. If you did not sign up, simply ignore this mail.'],
    },
    account_exists: {
      subject: 'Signing in to {site}',
      intro: [
        'Someone (perhaps you) tried to sign up at {site} with this address, but an account with it already exists.',
        'If it was you, just sign in. If you have forgotten your password, set a new one.',
      ],
      action: 'Sign in',
      secondary: { text: 'Forgot your password?', action: 'Set a new password' },
      outro: ['If it was not you, ignore this mail: nothing has changed.'],
    },
    reset_password: {
      subject: 'Reset your password at {site}',
      intro: ['We received a request to set a new password for your account at {site}.'],
      action: 'Set a new password',
      outro: [
        'The link is valid for {minutes} minutes and works once.',
        'If you did not ask for it, ignore this mail: your password stays the same.',
      ],
    },
    confirm_email_change: {
      subject: 'Confirm your new email address at {site}',
      intro: ['You asked to use this address for your account at {site}. Confirm it to make the change.'],
      action: 'Confirm the new address',
      outro: ['The link is valid for {hours} hours. If you did not ask for this, ignore this mail.'],
    },
    email_changed: {
      subject: 'Your email address at {site} has changed',
      intro: [
        'The email address of your account at {site} has been changed: mails now go to the new address, and this one no longer signs in.',
      ],
      action: 'Sign in',
      outro: ['If it was not you, call us at once: we will help you get your account back.'],
    },
  },
};

const fr: MailTexts = {
  greeting: 'Bonjour {name},',
  greetingNoName: 'Bonjour,',
  linkHint: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  phone: 'Téléphone : {phone}',
  automatic: 'Ce message a été envoyé automatiquement, inutile d’y répondre.',
  kinds: {
    confirm_registration: {
      subject: 'Confirmez votre adresse e-mail sur {site}',
      intro: ['Merci de votre inscription sur {site} ! Pour la terminer, confirmez votre adresse e-mail.'],
      action: 'Confirmer mon adresse',
      outro: ['Le lien est valable {hours} heures. Si vous ne vous êtes pas inscrit, ignorez ce message.'],
    },
    account_exists: {
      subject: 'Connexion à {site}',
      intro: [
        'Quelqu’un (peut-être vous) a tenté de s’inscrire sur {site} avec cette adresse, mais un compte existe déjà.',
        'Si c’était vous, connectez-vous simplement. Si vous avez oublié votre mot de passe, choisissez-en un nouveau.',
      ],
      action: 'Se connecter',
      secondary: { text: 'Mot de passe oublié ?', action: 'Choisir un nouveau mot de passe' },
      outro: ['Si ce n’était pas vous, ignorez ce message : rien n’a changé.'],
    },
    reset_password: {
      subject: 'Réinitialisation du mot de passe sur {site}',
      intro: ['Nous avons reçu une demande de nouveau mot de passe pour votre compte sur {site}.'],
      action: 'Choisir un nouveau mot de passe',
      outro: [
        'Le lien est valable {minutes} minutes et ne fonctionne qu’une fois.',
        'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.',
      ],
    },
    confirm_email_change: {
      subject: 'Confirmez votre nouvelle adresse e-mail sur {site}',
      intro: [
        'Vous avez demandé à utiliser cette adresse pour votre compte sur {site}. Confirmez-la pour l’appliquer.',
      ],
      action: 'Confirmer la nouvelle adresse',
      outro: ['Le lien est valable {hours} heures. Si vous n’avez rien demandé, ignorez ce message.'],
    },
    email_changed: {
      subject: 'Votre adresse e-mail sur {site} a été modifiée',
      intro: [
        'L’adresse e-mail de votre compte sur {site} a été modifiée : les messages vont désormais à la nouvelle adresse, et celle-ci ne permet plus de se connecter.',
      ],
      action: 'Se connecter',
      outro: [
        'Si ce n’était pas vous, appelez-nous sans attendre : nous vous aiderons à récupérer votre compte.',
      ],
    },
  },
};

const de: MailTexts = {
  greeting: 'Hallo {name},',
  greetingNoName: 'Hallo,',
  linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  phone: 'Telefon: {phone}',
  automatic: 'Diese E-Mail wurde automatisch versendet; bitte antworten Sie nicht darauf.',
  kinds: {
    confirm_registration: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse bei {site}',
      intro: [
        'Vielen Dank für Ihre Registrierung bei {site}! Bitte bestätigen Sie Ihre E-Mail-Adresse, um sie abzuschließen.',
      ],
      action: 'Adresse bestätigen',
      outro: [
        'Der Link ist {hours} Stunden gültig. Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
      ],
    },
    account_exists: {
      subject: 'Anmeldung bei {site}',
      intro: [
        'Jemand (vielleicht Sie) wollte sich bei {site} mit dieser Adresse registrieren, aber es gibt bereits ein Konto dafür.',
        'Wenn Sie es waren, melden Sie sich einfach an. Falls Sie Ihr Passwort vergessen haben, legen Sie ein neues fest.',
      ],
      action: 'Anmelden',
      secondary: { text: 'Passwort vergessen?', action: 'Neues Passwort festlegen' },
      outro: ['Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Es hat sich nichts geändert.'],
    },
    reset_password: {
      subject: 'Passwort bei {site} zurücksetzen',
      intro: ['Wir haben eine Anfrage erhalten, ein neues Passwort für Ihr Konto bei {site} festzulegen.'],
      action: 'Neues Passwort festlegen',
      outro: [
        'Der Link ist {minutes} Minuten gültig und funktioniert einmal.',
        'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      ],
    },
    confirm_email_change: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse bei {site}',
      intro: [
        'Sie möchten diese Adresse für Ihr Konto bei {site} verwenden. Bestätigen Sie sie, damit die Änderung wirksam wird.',
      ],
      action: 'Neue Adresse bestätigen',
      outro: [
        'Der Link ist {hours} Stunden gültig. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
      ],
    },
    email_changed: {
      subject: 'Ihre E-Mail-Adresse bei {site} wurde geändert',
      intro: [
        'Die E-Mail-Adresse Ihres Kontos bei {site} wurde geändert: E-Mails gehen jetzt an die neue Adresse, und mit dieser können Sie sich nicht mehr anmelden.',
      ],
      action: 'Anmelden',
      outro: [
        'Falls Sie das nicht waren, rufen Sie uns sofort an: Wir helfen Ihnen, wieder Zugang zu Ihrem Konto zu bekommen.',
      ],
    },
  },
};

export const MAIL_TEXTS: Readonly<Record<TLocale, MailTexts>> = { ru, en, fr, de };
