// French texts of the API's own messages.
import type { MessageCatalogue } from './catalogue.ts';

export const fr: MessageCatalogue = {
  'error.not_authenticated': "Les informations d'authentification n'ont pas été fournies.",
  'error.permission_denied': "Vous n'avez pas la permission d'effectuer cette action.",
  'error.csrf_failed': 'Échec de la vérification CSRF : le jeton CSRF est absent ou incorrect.',
  'error.not_refundable': 'Ce remboursement est impossible.',
  'refund.order_not_paid': 'Seule une commande payée peut être remboursée.',
  'refund.not_sbp': 'La commande n’a pas été payée par SBP : faites un remboursement ordinaire.',
  'refund.not_failed': 'Seul un remboursement refusé par la banque peut être renvoyé.',
  'refund.nothing_left': 'Tout a déjà été remboursé dans cette commande.',
  'refund.already_refunded':
    'Une partie de la sélection est déjà remboursée : rechargez la commande et choisissez à nouveau.',
  'refund.ticket_used': 'Le billet a déjà été contrôlé à l’entrée : il ne peut pas être remboursé.',
  'error.not_found': 'Introuvable.',
  'error.method_not_allowed': 'Méthode « {method} » non autorisée.',
  'error.conflict': "La requête est en conflit avec l'état actuel des données.",
  'error.unsupported_media_type': 'Type de média « {type} » non pris en charge dans la requête.',
  'error.payload_too_large': 'Le corps de la requête est trop volumineux ({limit} octets au maximum).',
  'error.header_too_large': 'Les en-têtes de la requête sont trop volumineux ({limit} octets au maximum).',
  'error.request_timeout': 'La requête n’est pas arrivée à temps. Réessayez.',
  'error.throttled': 'Trop de requêtes. Réessayez dans {seconds} s.',
  'error.server_error': 'Erreur interne du serveur. Nous nous en occupons.',
  'error.service_unavailable': 'Le service est temporairement indisponible. Réessayez plus tard.',
  'error.hold_expired':
    'Votre réservation a expiré et les places ont été libérées. Choisissez à nouveau vos places.',
  'error.order_closed': 'Cette commande ne peut plus être payée.',
  'error.invalid_signature': 'La signature de la notification est incorrecte ou périmée.',
  'checkout.provider_unavailable':
    'Le service de paiement ne répond pas pour le moment. Réessayez dans une minute : une nouvelle tentative ne vous débite jamais deux fois.',
  'checkout.payment_description': 'Commande {number}',
  'checkout.cart_empty':
    'Votre panier ne contient aucune place : la réservation a expiré ou aucune place n’a été choisie.',
  'field.required': 'Ce champ est obligatoire.',
  'field.invalid': 'Valeur invalide.',
  'field.null': 'Ce champ ne peut pas être nul.',
  'field.blank': 'Ce champ ne peut pas être vide.',
  'field.min_length': 'Ce champ doit contenir au moins {min} caractères ou éléments.',
  'field.max_length': 'Ce champ ne doit pas contenir plus de {max} caractères ou éléments.',
  'field.min_value': 'Assurez-vous que cette valeur est supérieure ou égale à {min}.',
  'field.max_value': 'Assurez-vous que cette valeur est inférieure ou égale à {max}.',
  'field.invalid_choice': "Ce n'est pas un choix valide. Choix valides : {choices}.",
  'field.does_not_exist': "L'objet n'existe pas.",
  'field.unknown_field': 'Champ inconnu « {field} ».',
  'field.parse_error': 'JSON mal formé dans le corps de la requête.',
  'query.syntax': 'Syntaxe du paramètre query invalide (position {position}).',
  'query.too_deep': 'Le paramètre query est trop imbriqué ({max} niveaux au maximum).',
  'query.too_many': 'Le paramètre query sélectionne trop de champs ({max} au maximum).',
  'query.not_nested': "Le champ « {field} » n'a pas de sous-champs.",
  'query.repeated': 'Le paramètre query est donné plusieurs fois.',
  // Accounts: sign-up, sign-in, passwords, links from mails, the token API.
  'error.token_not_valid': 'Le jeton est invalide ou a expiré.',
  'accounts.throttled': 'Trop de tentatives. Réessayez dans {minutes} min.',
  'field.invalid_credentials': 'Adresse e-mail ou mot de passe incorrect.',
  'field.email_not_verified':
    "Cette adresse e-mail n'est pas encore confirmée. Suivez le lien du message de confirmation ou demandez-en un nouveau.",
  'field.password_too_common': 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  'field.password_too_similar': "Le mot de passe ne doit pas être identique à l'adresse e-mail.",
  'field.password_incorrect': 'Le mot de passe actuel est incorrect.',
  'field.invalid_token': "Ce lien n'est pas valide ou a expiré. Demandez-en un nouveau.",
  'field.invalid_phone': 'Saisissez un numéro de téléphone valide.',
  'field.invalid_name':
    'Un nom ne peut pas contenir de sauts de ligne, de caractères de contrôle ni de marques de direction du texte.',
  'field.invalid_character': 'Ce champ contient un caractère non autorisé (octet nul ou substitut isolé).',
  'accounts.registered':
    "Nous avons envoyé un lien de confirmation à {email}. Suivez-le pour terminer l'inscription.",
  'accounts.confirmation_resent':
    'Si {email} attend une confirmation, nous lui avons envoyé un nouveau lien.',
  'accounts.confirmed': 'Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.',
  'accounts.email_changed': 'Votre adresse e-mail est désormais {email}.',
  'accounts.email_taken': 'Cette adresse est déjà utilisée par un autre compte.',
  'accounts.signed_out': 'Vous êtes déconnecté.',
  'accounts.reset_sent':
    "S'il existe un compte pour {email}, nous lui avons envoyé un lien pour choisir un nouveau mot de passe.",
  'accounts.password_reset': 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  'accounts.password_changed': 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
  'city.does_not_exist': "La ville « {slug} » n'existe pas.",
  // Content and forms (venue page, banners, holidays, pages, FAQ, reviews, visitor forms).
  'field.invalid_email': 'Saisissez une adresse e-mail valide.',
  'field.invalid_date': 'Saisissez une date valide au format AAAA-MM-JJ.',
  'dates.range_reversed': 'La date de fin ne peut pas précéder la date de début ({from}).',
  'faq.category_does_not_exist': "La rubrique « {slug} » n'existe pas.",
  'reviews.performance_does_not_exist': "Le spectacle « {performance} » n'existe pas.",
  'reviews.anonymous_author': 'Spectateur',
  'share.one_target': 'Indiquez soit performance, soit event.',
  'field.unique': 'Une entrée avec cette valeur existe déjà.',
  // Customer's engagement (favourites, history, reviews, newsletter, orders).
  'reviews.already_reviewed': 'Vous avez déjà laissé un avis sur ce spectacle.',
  'favorites.too_many': 'Vous pouvez garder au plus {max} spectacles favoris.',
  // Plan de salle et panier.
  'error.places_taken': 'Ces places ne sont plus disponibles.',
  'error.zone_full': 'Cette zone n’a plus autant de places.',
  'error.hold_limit': 'Trop de places sont déjà réservées depuis votre adresse.',
  'error.not_on_sale': 'Les billets de cet événement ne sont pas en vente actuellement.',
  'field.too_many_places': 'Une commande peut contenir au plus {max} places.',
  'cart.places_taken': 'Ces places ne sont plus disponibles : {places}. Choisissez-en d’autres.',
  'cart.zone_full': 'Places restantes dans « {zone} » : {remaining}.',
  'cart.hold_limit_event':
    'Votre adresse (réseau) réserve déjà autant de places de cette séance qu’elle le peut. Terminez votre commande ou attendez que d’autres réservations expirent.',
  'cart.hold_limit_carts':
    'Trop de nouveaux paniers ont été ouverts depuis votre adresse (réseau) récemment. Réessayez dans quelques minutes.',
  'cart.seat_label': '{section}, rang {row}, place {seat}',
  'cart.duplicate_places': 'La liste cite une place plusieurs fois.',
  'cart.duplicate_items': 'La liste cite un article plusieurs fois.',
  'cart.places_or_zone':
    'Indiquez soit des places (places), soit une zone (zone) avec une quantité (quantity).',
  'cart.quantity_without_zone': 'Une quantité ne s’indique qu’avec une zone.',
  'cart.event_does_not_exist': 'L’événement {id} n’existe pas.',
  'cart.places_do_not_exist': 'La salle de cet événement n’a pas de places d’identifiants {ids}.',
  'cart.zone_does_not_exist': 'La salle de cet événement n’a pas de zone {id}.',
  'cart.items_do_not_exist':
    'Le panier ne contient pas les articles {ids} (la réservation a peut-être expiré).',
  // Promo codes (POST /cart/check_promocode, /cart/buy).
  'field.certificate_unknown': "Ce chèque-cadeau n'existe pas.",
  'field.certificate_not_active': "Ce chèque-cadeau n'a pas encore été payé.",
  'field.certificate_expired': 'Ce chèque-cadeau a expiré.',
  'field.certificate_empty': 'Ce chèque-cadeau est épuisé.',
  'field.certificate_nominal_range': 'Ce modèle accepte une valeur de {min} à {max} ₽.',
  'field.waiting_list_seats_available':
    'Il reste des places pour cette séance : choisissez-les sur le plan de salle.',
  'waiting_list.claimed': 'Ces places ont déjà été prises.',
  'waiting_list.offer_over': 'Le délai pendant lequel les places vous étaient réservées est écoulé.',
  'field.promo_unknown': "Ce code promo n'existe pas.",
  'field.promo_not_started': "Ce code promo n'est pas encore valable.",
  'field.promo_expired': 'Ce code promo a expiré.',
  'field.promo_used_up': 'Ce code promo a atteint son nombre maximal d’utilisations.',
  'field.promo_limit_reached': 'Vous avez déjà utilisé ce code promo.',
  'field.promo_not_applicable': "Ce code promo ne s'applique pas aux billets de votre panier.",
  'field.promo_min_order': "Ce code promo s'applique aux commandes à partir de {min} ₽.",
  // Extra services (POST /cart/add_service, /cart/buy).
  'field.service_needs_places':
    "Choisissez d'abord des places pour cette séance : les services sont vendus avec les billets.",
  'field.service_sold_out': '« {name} » restant : {left}.',
  // Named tickets (POST /cart/buy persons, /person_by_ticket/update_person).
  'field.holders_required':
    'Indiquez le titulaire de chaque billet : les billets de cette séance sont nominatifs.',
  'field.holder_change_closed': "Le titulaire peut être modifié jusqu'à une heure avant le spectacle.",
  // Early access (POST /events/{id}/check_key).
  'field.payment_method_unavailable': "Ce mode de paiement n'est pas disponible ; choisissez-en un autre.",
  'field.access_key_invalid': "Cette clé n'ouvre pas cet événement, ou elle a expiré.",
  // Ticket wording (the tickets PDF, the tickets mail): a place said in words.
  'ticket.place': '{section}, rang {row}, place {seat}',
  'ticket.place_no_section': 'Rang {row}, place {seat}',
  'ticket.place_no_row': '{section}, place {seat}',
  // Back office (issue 20): stale writes, records in use, slugs.
  'error.version_conflict':
    'Quelqu’un d’autre a enregistré cette fiche avant vous (version {version} désormais). Rechargez-la et refaites votre modification.',
  'error.in_use': 'Cette fiche est encore utilisée ({count}) et ne peut pas être archivée.',
  'error.venue_archived': 'Le lieu « {venue} » est archivé. Restaurez d’abord le lieu.',
  'error.record_archived':
    'Cette fiche est archivée : elle ne peut pas être modifiée tant qu’elle n’est pas restaurée. Rien n’a été modifié.',
  'field.invalid_slug': 'Uniquement des lettres latines minuscules, des chiffres et des tirets.',
  // Back office, plans (issue 20): publishing's problems, imports, the guard of seats in use.
  'field.plan_duplicate_key': '{where} : la clé « {key} » est déjà utilisée par : {first}.',
  'plan.place_seat': '{section}, rang {row}, place {seat}',
  'plan.place_row': '{section}, rang {row}',
  'plan.place_section': 'section « {name} »',
  'plan.place_zone': 'zone « {name} »',
  'plan.place_category': 'catégorie « {name} »',
  'field.plan_duplicate_row': '{section} : le rang {row} apparaît deux fois.',
  'field.plan_duplicate_seat': '{section}, rang {row} : la place {seat} apparaît deux fois.',
  'field.plan_seat_outside': '{section}, rang {row}, place {seat} est hors du plan.',
  'field.plan_seat_overlap':
    '{section}, rang {row}, place {seat} chevauche {other} (centres à moins de {distance}).',
  'field.plan_category_missing': '{where} : aucune catégorie.',
  'field.plan_category_unknown': '{where} : la catégorie « {category} » n’existe pas.',
  'field.plan_section_empty': 'La section « {section} » n’a aucun rang.',
  'field.plan_row_empty': '{section}, rang {row} : aucune place.',
  'field.plan_zone_capacity': 'Zone « {zone} » : la capacité doit être d’au moins {min}.',
  'field.plan_color': 'Catégorie « {category} » : la couleur « {color} » doit être au format #RRGGBB.',
  'field.plan_too_many_seats': 'Le plan compte {count} places ; {max} au plus.',
  'field.plan_nothing_to_sell': 'Le plan n’a ni places ni zones.',
  'field.plan_problems_more': 'Et {count} autres problèmes.',
  'field.plan_csv_quote': 'CSV : un guillemet n’est pas fermé (ligne {line}).',
  'field.plan_csv_header': 'CSV : l’en-tête n’a pas les colonnes {columns}.',
  'field.plan_csv_empty': 'CSV : aucune place.',
  'field.plan_csv_number': 'CSV, ligne {line} : x et y doivent être des nombres.',
  'field.plan_pretix_invalid': 'Ce n’est pas un plan de salle pretix.',
  'field.plan_format_unknown': 'Format du fichier non reconnu : indiquez format (document, csv ou pretix).',
  'error.plan_seats_in_use':
    'La nouvelle version supprime ou renomme des places vendues, commandées, réservées ou bloquées pour des séances en cours ({count}). Rien n’a été modifié.',
  'error.plan_published': 'Un plan publié ne peut pas être modifié : copiez-le dans un brouillon.',
  'field.plan_too_many_zones': 'Le plan compte {count} zones ; {max} au plus.',
  'field.plan_background_media': 'Le fond doit être une image téléversée ici, dans l’espace de gestion.',
  'error.plan_not_published': 'Une nouvelle version se fait à partir d’un plan publié.',
  'field.plan_not_newer': 'Ce n’est pas une version publiée plus récente du plan de cette salle.',
  'field.plan_move_not_found': 'La séance {session} n’existe pas.',
  'field.plan_move_other_hall': 'La séance {session} a lieu dans une autre salle.',
  'field.plan_move_not_live': 'La séance {session} est passée, annulée ou archivée.',
  'field.plan_move_not_older':
    'La séance {session} est déjà vendue sur cette version du plan ou une plus récente.',
  'error.plan_move_seats_in_use':
    'La nouvelle version supprime ou renomme des places vendues, commandées, réservées ou retirées de la vente dans les séances ({count}). Rien n’a été modifié.',
  // Back office, seats off sale and cancelling a session (issue 20, bo-session-ops).
  'manage.seats_taken':
    'Ces places sont réservées, commandées ou vendues et ne peuvent pas être retirées de la vente : {places}.',
  'manage.seats_not_in_plan': 'Ces places ne figurent pas sur le plan de la séance : {seats}.',
  // Back office: venues, halls, artists, genres, tags, staff (bo-venues).
  'field.invalid_timezone': 'Choisissez un fuseau horaire, par exemple Europe/Moscow.',
  'field.invalid_color': 'Indiquez une couleur au format #RRGGBB, par exemple #D6083B.',
  'field.invalid_media_url': 'Indiquez l’adresse d’une image téléversée (/media/…).',
  'field.invalid_url': 'Saisissez une adresse commençant par http:// ou https://.',
  // Back office (issue 20): performances and image uploads (bo-performances).
  'field.invalid_duration': 'Indiquez la durée au format HH:MM, par exemple 2:30.',
  'field.image_type': 'Téléversez une image JPEG, PNG, WebP ou SVG.',
  'field.image_too_large': 'Le fichier dépasse {max} Mo.',
  'field.image_too_many_pixels': 'L’image est trop grande : {max} mégapixels au plus.',
  'field.image_broken': 'L’image est illisible (fichier endommagé ou incomplet).',
  'field.image_empty': 'Le fichier est vide.',
  'field.image_unsafe_svg':
    'Ce SVG contient des scripts ou des liens vers d’autres fichiers ; enregistrez-le sans eux.',
  // Back office, sessions (/manage/events).
  'field.invalid_time': 'Indiquez une heure au format HH:MM.',
  'field.invalid_datetime': 'Indiquez une date et une heure existantes au format AAAA-MM-JJTHH:MM.',
  'field.price_precision': 'Indiquez le prix en roubles, avec deux décimales au plus.',
  'field.series_until_before_from': 'La date de fin précède la date de début.',
  'field.series_span_too_long': 'Une série peut s’étendre sur {max} jours au plus.',
  'field.series_no_dates': 'Cette règle ne donne aucune séance.',
  'field.series_duplicate_date': 'La date {date} est indiquée deux fois.',
  'field.series_too_many': 'Une série compte au plus {max} séances.',
  'field.session_time_skipped': 'L’heure {time} n’existe pas ce jour-là : on avance les horloges.',
  'field.session_in_past': 'Une séance ne peut pas commencer dans le passé.',
  'field.sale_closes_before_opens': 'La vente doit fermer après son ouverture.',
  'field.price_unknown_category': 'Le plan n’a pas de catégorie « {category} ».',
  'field.price_duplicate_category': 'La catégorie « {category} » a deux prix.',
  'field.prices_missing': 'Pour mettre la séance en vente, donnez un prix à chaque catégorie : {categories}.',
  'field.zone_unknown': 'Le plan n’a pas de zone « {zone} ».',
  'field.zone_capacity_over': 'Le plan donne à cette zone {max} places au plus.',
  'field.plan_not_of_hall': 'Ce n’est pas un plan publié de cette salle.',
  'field.hall_not_of_venue': 'Cette salle n’appartient pas au lieu du spectacle.',
  'field.hall_no_published_plan': 'La salle n’a pas de plan publié : publiez-en un d’abord.',
  'field.open_date_incomplete': 'Un billet à date ouverte demande sa date et son heure de début.',
  'field.status_not_allowed': 'Une séance « {from} » ne peut pas passer à « {to} ».',
  'error.session_overlap':
    'Les séances chevauchent d’autres séances de cette salle ({count}). Confirmez si c’est voulu.',
  'error.plan_has_sales':
    'Cette séance a déjà des ventes ou des réservations : son plan ne peut pas changer.',
  // Back office, many sessions' prices at once (issue 30, POST /manage/events/prices).
  'error.bulk_prices_refused':
    '{count} des {total} séances ne peuvent pas prendre les nouveaux prix. Rien n’a été modifié.',
  'manage.bulk_price_version':
    'Quelqu’un a modifié cette séance depuis que vous l’avez ouverte (version {version}). Rechargez la page.',
  'manage.bulk_price_cancelled': 'La séance est annulée : ses prix ne changent pas.',
  'manage.bulk_price_past': 'La séance a déjà commencé ou est passée : ses prix ne changent pas.',
  'manage.bulk_price_archived': 'La séance est archivée : ses prix ne changent pas.',
  // Back office, copying a performance's sessions (issue 30, POST /manage/performances/{id}/copy_sessions).
  'error.copy_sessions_refused':
    '{count} des {total} séances ne peuvent pas être copiées. Rien n’a été copié.',
  'manage.copy_not_of_performance': 'C’est une séance d’un autre spectacle.',
  'manage.copy_archived': 'La séance est archivée : elle n’est pas copiée.',
  'manage.copy_cancelled': 'La séance est annulée : elle n’est pas copiée.',
  'manage.copy_past': 'La séance ou sa copie est dans le passé.',
  'manage.copy_plan_replaced':
    'Le plan de cette séance n’est plus le plan actuel de la salle : la copie sera sur le plan actuel (mêmes catégories).',
  'manage.copy_plan_categories_differ':
    'Le plan de cette séance n’est plus le plan actuel de la salle, qui a d’autres catégories ({current} au lieu de {old}) : la séance n’est pas copiée.',
};
