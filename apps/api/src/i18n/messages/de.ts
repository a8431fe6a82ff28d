// German texts of the API's own messages.
import type { MessageCatalogue } from './catalogue.ts';

export const de: MessageCatalogue = {
  'error.not_authenticated': 'Es wurden keine Anmeldedaten übermittelt.',
  'error.permission_denied': 'Sie sind nicht berechtigt, diese Aktion auszuführen.',
  'error.csrf_failed': 'CSRF-Prüfung fehlgeschlagen: Das CSRF-Token fehlt oder ist falsch.',
  'error.not_refundable': 'Diese Erstattung ist nicht möglich.',
  'refund.order_not_paid': 'Nur eine bezahlte Bestellung kann erstattet werden.',
  'refund.not_sbp': 'Die Bestellung wurde nicht über SBP bezahlt: bitte normal erstatten.',
  'refund.not_failed': 'Nur eine von der Bank abgelehnte Erstattung kann erneut gesendet werden.',
  'refund.nothing_left': 'In dieser Bestellung ist bereits alles erstattet.',
  'refund.already_refunded':
    'Ein Teil der Auswahl ist bereits erstattet: Bestellung neu laden und erneut wählen.',
  'refund.ticket_used': 'Das Ticket wurde am Einlass bereits entwertet: es kann nicht erstattet werden.',
  'error.not_found': 'Nicht gefunden.',
  'error.method_not_allowed': 'Methode „{method}“ nicht erlaubt.',
  'error.conflict': 'Die Anfrage steht im Konflikt mit dem aktuellen Zustand der Daten.',
  'error.unsupported_media_type': 'Nicht unterstützter Medientyp „{type}“ in der Anfrage.',
  'error.payload_too_large': 'Der Anfrageinhalt ist zu groß (höchstens {limit} Bytes).',
  'error.header_too_large': 'Die Anfrage-Header sind zu groß (höchstens {limit} Bytes).',
  'error.request_timeout': 'Die Anfrage ist nicht rechtzeitig angekommen. Versuchen Sie es erneut.',
  'error.throttled': 'Zu viele Anfragen. Versuchen Sie es in {seconds} s erneut.',
  'error.server_error': 'Interner Serverfehler. Wir kümmern uns darum.',
  'error.service_unavailable':
    'Der Dienst ist vorübergehend nicht verfügbar. Versuchen Sie es später erneut.',
  'error.hold_expired':
    'Ihre Reservierung ist abgelaufen, die Plätze wurden freigegeben. Bitte wählen Sie erneut.',
  'error.order_closed': 'Diese Bestellung kann nicht mehr bezahlt werden.',
  'error.invalid_signature': 'Die Signatur der Benachrichtigung ist falsch oder veraltet.',
  'checkout.provider_unavailable':
    'Der Zahlungsdienst antwortet gerade nicht. Bitte versuchen Sie es in einer Minute erneut: ein erneuter Versuch belastet Sie nie doppelt.',
  'checkout.payment_description': 'Bestellung {number}',
  'checkout.cart_empty':
    'Ihr Warenkorb enthält keine Plätze: Die Reservierung ist abgelaufen oder es wurden keine Plätze gewählt.',
  'field.required': 'Dieses Feld ist erforderlich.',
  'field.invalid': 'Ungültiger Wert.',
  'field.null': 'Dieses Feld darf nicht null sein.',
  'field.blank': 'Dieses Feld darf nicht leer sein.',
  'field.min_length': 'Dieses Feld muss mindestens {min} Zeichen oder Elemente enthalten.',
  'field.max_length': 'Dieses Feld darf höchstens {max} Zeichen oder Elemente enthalten.',
  'field.min_value': 'Der Wert muss größer oder gleich {min} sein.',
  'field.max_value': 'Der Wert muss kleiner oder gleich {max} sein.',
  'field.invalid_choice': 'Keine gültige Auswahl. Gültig sind: {choices}.',
  'field.does_not_exist': 'Das Objekt existiert nicht.',
  'field.unknown_field': 'Unbekanntes Feld „{field}“.',
  'field.parse_error': 'Fehlerhaftes JSON im Anfrageinhalt.',
  'query.syntax': 'Ungültige Syntax des query-Parameters (Position {position}).',
  'query.too_deep': 'Der query-Parameter ist zu tief verschachtelt (höchstens {max} Ebenen).',
  'query.too_many': 'Der query-Parameter wählt zu viele Felder aus (höchstens {max}).',
  'query.not_nested': 'Das Feld „{field}“ hat keine Unterfelder.',
  'query.repeated': 'Der query-Parameter wurde mehrfach angegeben.',
  // Accounts: sign-up, sign-in, passwords, links from mails, the token API.
  'error.token_not_valid': 'Das Token ist ungültig oder abgelaufen.',
  'accounts.throttled': 'Zu viele Versuche. Versuchen Sie es in {minutes} Min. erneut.',
  'field.invalid_credentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'field.email_not_verified':
    'Diese E-Mail-Adresse ist noch nicht bestätigt. Folgen Sie dem Link in der Bestätigungs-E-Mail oder fordern Sie eine neue an.',
  'field.password_too_common': 'Dieses Passwort ist zu verbreitet. Wählen Sie ein anderes.',
  'field.password_too_similar': 'Das Passwort darf nicht mit der E-Mail-Adresse übereinstimmen.',
  'field.password_incorrect': 'Das aktuelle Passwort ist falsch.',
  'field.invalid_token': 'Dieser Link ist ungültig oder abgelaufen. Fordern Sie einen neuen an.',
  'field.invalid_phone': 'Geben Sie eine gültige Telefonnummer ein.',
  'field.invalid_name':
    'Ein Name darf keine Zeilenumbrüche, Steuerzeichen oder Textrichtungszeichen enthalten.',
  'field.invalid_character':
    'Dieses Feld enthält ein unzulässiges Zeichen (ein NUL-Byte oder ein einzelnes Surrogat).',
  'accounts.registered':
    'Wir haben einen Bestätigungslink an {email} gesendet. Folgen Sie ihm, um die Registrierung abzuschließen.',
  'accounts.confirmation_resent':
    'Falls {email} auf eine Bestätigung wartet, haben wir einen neuen Link gesendet.',
  'accounts.confirmed': 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
  'accounts.email_changed': 'Ihre E-Mail-Adresse lautet jetzt {email}.',
  'accounts.email_taken': 'Diese Adresse wird bereits von einem anderen Konto verwendet.',
  'accounts.signed_out': 'Sie haben sich abgemeldet.',
  'accounts.reset_sent':
    'Falls es ein Konto für {email} gibt, haben wir einen Link zum Festlegen eines neuen Passworts gesendet.',
  'accounts.password_reset': 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen an.',
  'accounts.password_changed': 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden abgemeldet.',
  'city.does_not_exist': 'Die Stadt „{slug}“ existiert nicht.',
  // Content and forms (venue page, banners, holidays, pages, FAQ, reviews, visitor forms).
  'field.invalid_email': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'field.invalid_date': 'Geben Sie ein gültiges Datum im Format JJJJ-MM-TT ein.',
  'dates.range_reversed': 'Das Enddatum darf nicht vor dem Startdatum ({from}) liegen.',
  'faq.category_does_not_exist': 'Die Kategorie „{slug}“ existiert nicht.',
  'reviews.performance_does_not_exist': 'Die Vorstellung „{performance}“ existiert nicht.',
  'reviews.anonymous_author': 'Zuschauer',
  'share.one_target': 'Geben Sie entweder performance oder event an.',
  'field.unique': 'Ein Eintrag mit diesem Wert existiert bereits.',
  // Customer's engagement (favourites, history, reviews, newsletter, orders).
  'reviews.already_reviewed': 'Sie haben diese Vorstellung bereits bewertet.',
  'favorites.too_many': 'Sie können höchstens {max} Vorstellungen als Favoriten speichern.',
  // Saalplan und Warenkorb.
  'error.places_taken': 'Diese Plätze sind nicht mehr frei.',
  'error.zone_full': 'In diesem Bereich sind nicht mehr so viele Plätze frei.',
  'error.hold_limit': 'Von Ihrer Adresse sind bereits zu viele Plätze reserviert.',
  'error.not_on_sale': 'Karten für diese Veranstaltung sind derzeit nicht im Verkauf.',
  'field.too_many_places': 'Eine Bestellung kann höchstens {max} Plätze enthalten.',
  'cart.places_taken': 'Diese Plätze sind nicht mehr frei: {places}. Bitte wählen Sie andere.',
  'cart.zone_full': 'Freie Plätze in „{zone}“: {remaining}.',
  'cart.hold_limit_event':
    'Von Ihrer Adresse (Ihrem Netz) sind bereits so viele Plätze dieser Vorstellung reserviert wie erlaubt. Schließen Sie Ihre Bestellung ab oder warten Sie, bis andere Reservierungen ablaufen.',
  'cart.hold_limit_carts':
    'Von Ihrer Adresse (Ihrem Netz) wurden zuletzt zu viele neue Warenkörbe geöffnet. Bitte versuchen Sie es in einigen Minuten erneut.',
  'cart.seat_label': '{section}, Reihe {row}, Platz {seat}',
  'cart.duplicate_places': 'Die Liste nennt einen Platz mehrmals.',
  'cart.duplicate_items': 'Die Liste nennt eine Position mehrmals.',
  'cart.places_or_zone':
    'Geben Sie entweder Plätze (places) oder einen Bereich (zone) mit einer Anzahl (quantity) an.',
  'cart.quantity_without_zone': 'Eine Anzahl gibt es nur mit einem Bereich.',
  'cart.event_does_not_exist': 'Die Veranstaltung {id} existiert nicht.',
  'cart.places_do_not_exist': 'Der Saal dieser Veranstaltung hat keine Plätze mit den Kennungen {ids}.',
  'cart.zone_does_not_exist': 'Der Saal dieser Veranstaltung hat keinen Bereich {id}.',
  'cart.items_do_not_exist':
    'Der Warenkorb enthält die Positionen {ids} nicht (die Reservierung ist vielleicht abgelaufen).',
  // Promo codes (POST /cart/check_promocode, /cart/buy).
  'field.certificate_unknown': 'Diesen Geschenkgutschein gibt es nicht.',
  'field.certificate_not_active': 'Dieser Geschenkgutschein ist noch nicht bezahlt.',
  'field.certificate_expired': 'Dieser Geschenkgutschein ist abgelaufen.',
  'field.certificate_empty': 'Auf diesem Geschenkgutschein ist kein Guthaben mehr.',
  'field.certificate_nominal_range': 'Dieses Design hat einen Wert von {min} bis {max} ₽.',
  'field.waiting_list_seats_available': 'Für diese Vorstellung gibt es Plätze: Wählen Sie sie im Saalplan.',
  'waiting_list.claimed': 'Diese Plätze wurden bereits übernommen.',
  'waiting_list.offer_over': 'Die Zeit, für die die Plätze für Sie reserviert waren, ist abgelaufen.',
  'field.promo_unknown': 'Diesen Aktionscode gibt es nicht.',
  'field.promo_not_started': 'Dieser Aktionscode gilt noch nicht.',
  'field.promo_expired': 'Dieser Aktionscode ist abgelaufen.',
  'field.promo_used_up': 'Dieser Aktionscode wurde bereits so oft wie möglich eingelöst.',
  'field.promo_limit_reached': 'Sie haben diesen Aktionscode bereits eingelöst.',
  'field.promo_not_applicable': 'Dieser Aktionscode gilt nicht für die Tickets in Ihrem Warenkorb.',
  'field.promo_min_order': 'Dieser Aktionscode gilt ab einem Bestellwert von {min} ₽.',
  // Extra services (POST /cart/add_service, /cart/buy).
  'field.service_needs_places':
    'Wählen Sie zuerst Plätze für diese Vorstellung: Leistungen gibt es nur zusammen mit Tickets.',
  'field.service_sold_out': '„{name}“ noch verfügbar: {left}.',
  // Named tickets (POST /cart/buy persons, /person_by_ticket/update_person).
  'field.holders_required':
    'Geben Sie den Inhaber jedes Tickets an: Tickets für diese Vorstellung sind personalisiert.',
  'field.holder_change_closed': 'Der Inhaber kann bis eine Stunde vor Beginn geändert werden.',
  // Early access (POST /events/{id}/check_key).
  'field.payment_method_unavailable': 'Diese Zahlungsart ist nicht verfügbar; bitte wählen Sie eine andere.',
  'field.access_key_invalid': 'Dieser Schlüssel gilt nicht für diese Veranstaltung oder ist abgelaufen.',
  // Ticket wording (the tickets PDF, the tickets mail): a place said in words.
  'ticket.place': '{section}, Reihe {row}, Platz {seat}',
  'ticket.place_no_section': 'Reihe {row}, Platz {seat}',
  'ticket.place_no_row': '{section}, Platz {seat}',
  // Back office (issue 20): stale writes, records in use, slugs.
  'error.version_conflict':
    'Jemand anderes hat diesen Eintrag zuerst gespeichert (jetzt Version {version}). Laden Sie ihn neu und wiederholen Sie Ihre Änderung.',
  'error.in_use': 'Dieser Eintrag wird noch verwendet ({count}) und kann nicht archiviert werden.',
  'error.venue_archived':
    'Die Spielstätte „{venue}“ ist archiviert. Stellen Sie zuerst die Spielstätte wieder her.',
  'error.record_archived':
    'Dieser Eintrag ist archiviert: Er kann erst nach dem Wiederherstellen geändert werden. Nichts wurde geändert.',
  'field.invalid_slug': 'Nur lateinische Kleinbuchstaben, Ziffern und Bindestriche.',
  // Back office, plans (issue 20): publishing's problems, imports, the guard of seats in use.
  'field.plan_duplicate_key': '{where}: Der Schlüssel „{key}“ gehört schon zu: {first}.',
  'plan.place_seat': '{section}, Reihe {row}, Platz {seat}',
  'plan.place_row': '{section}, Reihe {row}',
  'plan.place_section': 'Bereich „{name}“',
  'plan.place_zone': 'Zone „{name}“',
  'plan.place_category': 'Kategorie „{name}“',
  'field.plan_duplicate_row': '{section}: Reihe {row} kommt doppelt vor.',
  'field.plan_duplicate_seat': '{section}, Reihe {row}: Platz {seat} kommt doppelt vor.',
  'field.plan_seat_outside': '{section}, Reihe {row}, Platz {seat} liegt außerhalb des Plans.',
  'field.plan_seat_overlap':
    '{section}, Reihe {row}, Platz {seat} überlappt {other} (Mittelpunkte näher als {distance}).',
  'field.plan_category_missing': '{where}: keine Kategorie.',
  'field.plan_category_unknown': '{where}: Es gibt keine Kategorie „{category}“.',
  'field.plan_section_empty': 'Der Bereich „{section}“ hat keine Reihen.',
  'field.plan_row_empty': '{section}, Reihe {row}: keine Plätze.',
  'field.plan_zone_capacity': 'Zone „{zone}“: Die Kapazität muss mindestens {min} sein.',
  'field.plan_color': 'Kategorie „{category}“: Die Farbe „{color}“ muss #RRGGBB sein.',
  'field.plan_too_many_seats': 'Der Plan hat {count} Plätze, höchstens {max} sind erlaubt.',
  'field.plan_nothing_to_sell': 'Der Plan hat weder Plätze noch Zonen.',
  'field.plan_problems_more': 'Und {count} weitere Probleme.',
  'field.plan_csv_quote': 'CSV: Ein Anführungszeichen ist nicht geschlossen (Zeile {line}).',
  'field.plan_csv_header': 'CSV: In der Kopfzeile fehlen die Spalten {columns}.',
  'field.plan_csv_empty': 'CSV: Es gibt keine Plätze.',
  'field.plan_csv_number': 'CSV, Zeile {line}: x und y müssen Zahlen sein.',
  'field.plan_pretix_invalid': 'Das ist kein pretix-Saalplan.',
  'field.plan_format_unknown':
    'Das Dateiformat ist nicht erkannt: Geben Sie format an (document, csv oder pretix).',
  'error.plan_seats_in_use':
    'Die neue Version entfernt oder benennt Plätze um, die in laufenden Vorstellungen verkauft, bestellt, reserviert oder gesperrt sind ({count}). Nichts wurde geändert.',
  'error.plan_published':
    'Ein veröffentlichter Plan kann nicht geändert werden: Kopieren Sie ihn in einen Entwurf.',
  'field.plan_too_many_zones': 'Der Plan hat {count} Zonen, höchstens {max} sind erlaubt.',
  'field.plan_background_media':
    'Der Hintergrund muss ein hier im Verwaltungsbereich hochgeladenes Bild sein.',
  'error.plan_not_published': 'Eine neue Version entsteht aus einem veröffentlichten Plan.',
  'field.plan_not_newer': 'Das ist keine neuere veröffentlichte Version des Plans dieses Saals.',
  'field.plan_move_not_found': 'Die Vorstellung {session} gibt es nicht.',
  'field.plan_move_other_hall': 'Die Vorstellung {session} findet in einem anderen Saal statt.',
  'field.plan_move_not_live': 'Die Vorstellung {session} ist vorbei, abgesagt oder archiviert.',
  'field.plan_move_not_older':
    'Die Vorstellung {session} wird schon nach dieser oder einer neueren Version des Plans verkauft.',
  'error.plan_move_seats_in_use':
    'Der neuen Version fehlen Plätze (oder sie heißen anders), die in den Vorstellungen verkauft, bestellt, reserviert oder gesperrt sind ({count}). Nichts wurde geändert.',
  // Back office, seats off sale and cancelling a session (issue 20, bo-session-ops).
  'manage.seats_taken':
    'Diese Plätze sind reserviert, bestellt oder verkauft und können nicht gesperrt werden: {places}.',
  'manage.seats_not_in_plan': 'Diese Plätze gehören nicht zum Saalplan der Vorstellung: {seats}.',
  // Back office: venues, halls, artists, genres, tags, staff (bo-venues).
  'field.invalid_timezone': 'Wählen Sie eine Zeitzone wie Europe/Moscow.',
  'field.invalid_color': 'Geben Sie eine Farbe als #RRGGBB an, z. B. #D6083B.',
  'field.invalid_media_url': 'Geben Sie die Adresse eines hochgeladenen Bildes an (/media/…).',
  'field.invalid_url': 'Geben Sie eine Adresse an, die mit http:// oder https:// beginnt.',
  // Back office (issue 20): performances and image uploads (bo-performances).
  'field.invalid_duration': 'Geben Sie die Dauer als HH:MM an, z. B. 2:30.',
  'field.image_type': 'Laden Sie ein JPEG-, PNG-, WebP- oder SVG-Bild hoch.',
  'field.image_too_large': 'Die Datei ist größer als {max} MB.',
  'field.image_too_many_pixels': 'Das Bild ist zu groß: höchstens {max} Megapixel.',
  'field.image_broken': 'Das Bild ist nicht lesbar (die Datei ist beschädigt oder unvollständig).',
  'field.image_empty': 'Die Datei ist leer.',
  'field.image_unsafe_svg':
    'Dieses SVG enthält Skripte oder Verweise auf andere Dateien; speichern Sie es ohne sie.',
  // Back office, sessions (/manage/events).
  'field.invalid_time': 'Geben Sie eine Uhrzeit als HH:MM an.',
  'field.invalid_datetime': 'Geben Sie ein existierendes Datum mit Uhrzeit als JJJJ-MM-TTTHH:MM an.',
  'field.price_precision': 'Geben Sie den Preis in Rubel mit höchstens zwei Nachkommastellen an.',
  'field.series_until_before_from': 'Das Enddatum liegt vor dem Anfangsdatum.',
  'field.series_span_too_long': 'Eine Serie darf höchstens {max} Tage umfassen.',
  'field.series_no_dates': 'Diese Regel ergibt keine einzige Vorstellung.',
  'field.series_duplicate_date': 'Das Datum {date} ist doppelt angegeben.',
  'field.series_too_many': 'Eine Serie darf höchstens {max} Vorstellungen haben.',
  'field.session_time_skipped':
    'Die Uhrzeit {time} gibt es an diesem Tag nicht: die Uhren werden vorgestellt.',
  'field.session_in_past': 'Eine Vorstellung kann nicht in der Vergangenheit beginnen.',
  'field.sale_closes_before_opens': 'Der Verkauf muss nach seiner Öffnung enden.',
  'field.price_unknown_category': 'Der Saalplan hat keine Kategorie „{category}“.',
  'field.price_duplicate_category': 'Die Kategorie „{category}“ hat zwei Preise.',
  'field.prices_missing': 'Um den Verkauf zu öffnen, geben Sie jeder Kategorie einen Preis: {categories}.',
  'field.zone_unknown': 'Der Saalplan hat keine Zone „{zone}“.',
  'field.zone_capacity_over': 'Der Saalplan gibt dieser Zone höchstens {max} Plätze.',
  'field.plan_not_of_hall': 'Das ist kein veröffentlichter Plan dieses Saals.',
  'field.hall_not_of_venue': 'Dieser Saal gehört nicht zum Spielort der Aufführung.',
  'field.hall_no_published_plan':
    'Der Saal hat keinen veröffentlichten Plan: veröffentlichen Sie zuerst einen.',
  'field.open_date_incomplete': 'Ein Ticket mit offenem Datum braucht Anfangsdatum und -uhrzeit.',
  'field.status_not_allowed': 'Eine Vorstellung im Zustand „{from}“ kann nicht „{to}“ werden.',
  'error.session_overlap':
    'Die Vorstellungen überschneiden sich mit anderen Vorstellungen dieses Saals ({count}). Bestätigen Sie, wenn das gewollt ist.',
  'error.plan_has_sales':
    'Für diese Vorstellung gibt es schon Verkäufe oder Reservierungen: ihr Plan kann sich nicht ändern.',
  // Back office, many sessions' prices at once (issue 30, POST /manage/events/prices).
  'error.bulk_prices_refused':
    '{count} der {total} Vorstellungen können die neuen Preise nicht übernehmen. Nichts wurde geändert.',
  'manage.bulk_price_version':
    'Jemand hat diese Vorstellung geändert, seit Sie sie geöffnet haben (jetzt Version {version}). Laden Sie die Seite neu.',
  'manage.bulk_price_cancelled': 'Die Vorstellung ist abgesagt: ihre Preise ändern sich nicht.',
  'manage.bulk_price_past':
    'Die Vorstellung hat schon begonnen oder ist vorbei: ihre Preise ändern sich nicht.',
  'manage.bulk_price_archived': 'Die Vorstellung ist archiviert: ihre Preise ändern sich nicht.',
  // Back office, copying a performance's sessions (issue 30, POST /manage/performances/{id}/copy_sessions).
  'error.copy_sessions_refused':
    '{count} der {total} Vorstellungen können nicht kopiert werden. Nichts wurde kopiert.',
  'manage.copy_not_of_performance': 'Das ist eine Vorstellung einer anderen Aufführung.',
  'manage.copy_archived': 'Die Vorstellung ist archiviert: sie wird nicht kopiert.',
  'manage.copy_cancelled': 'Die Vorstellung ist abgesagt: sie wird nicht kopiert.',
  'manage.copy_past': 'Die Vorstellung oder ihre Kopie liegt in der Vergangenheit.',
  'manage.copy_plan_replaced':
    'Der Plan dieser Vorstellung ist nicht mehr der aktuelle des Saals: die Kopie kommt auf den aktuellen Plan (gleiche Kategorien).',
  'manage.copy_plan_categories_differ':
    'Der Plan dieser Vorstellung ist nicht mehr der aktuelle des Saals, und der aktuelle hat andere Kategorien ({current} statt {old}): die Vorstellung wird nicht kopiert.',
};
