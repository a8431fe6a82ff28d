-- email_identity: the mailbox an e-mail address reaches, as far as its spelling tells; "once per buyer" promo codes
-- (promo_codes.max_uses_per_email) count a buyer's uses by it (apps/api/src/modules/promo-codes; docs/checkout.md
-- says what a guest can still do). Folded:
--   * case and surrounding spaces;
--   * a sub-address tag, local+tag@domain: Gmail, Yandex, Outlook, Fastmail and most hosts deliver it to
--     local@domain (for a host that does not, two people could only share the limit of one code, nothing more);
--   * Gmail ignores dots in its names, and googlemail.com is gmail.com;
--   * Yandex takes a dot and a hyphen in a login as the same, and its domains are one mailbox.
-- Other hosts keep their dots: they may be different people. IMMUTABLE, so it can be indexed.
CREATE FUNCTION email_identity(p_email text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(CASE
      WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(untagged, '.', '') || '@gmail.com'
      WHEN domain IN ('yandex.ru', 'ya.ru', 'yandex.com', 'yandex.by', 'yandex.kz', 'yandex.ua')
        THEN replace(untagged, '-', '.') || '@yandex.ru'
      ELSE untagged || '@' || domain
    END, address)
  FROM (
    SELECT address, substring(address FROM '@([^@]*)$') AS domain,
      coalesce(nullif(split_part(local, '+', 1), ''), local) AS untagged
    FROM (SELECT address, regexp_replace(address, '@[^@]*$', '') AS local
      FROM (SELECT lower(btrim(p_email)) AS address) typed) split
  ) parts
$$;--> statement-breakpoint
DROP INDEX "promo_usages_code_email_idx";--> statement-breakpoint
CREATE INDEX "promo_usages_code_identity_idx" ON "promo_usages" USING btree ("promo_code_id",email_identity("email"));--> statement-breakpoint
CREATE INDEX "promo_usages_code_user_idx" ON "promo_usages" USING btree ("promo_code_id","user_id");