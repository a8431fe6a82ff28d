-- The current definition of every SQL function and trigger the migrations (drizzle/*.sql) create, as PostgreSQL
-- prints them for a database migrated from scratch. Read here, change in a new migration: this file is generated
-- (npm run functions -w packages/db) and a test fails when it no longer matches the migrations.

-- Functions, by name.

CREATE OR REPLACE FUNCTION public.certificate_transactions_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'certificate_transactions is append-only; write a compensating transaction'
    USING ERRCODE = 'restrict_violation';
END;
$function$;

CREATE OR REPLACE FUNCTION public.certificate_transactions_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE gift_certificates SET balance_kopecks = balance_kopecks + NEW.amount_kopecks
    WHERE id = NEW.certificate_id;
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.claim_seats(p_event integer, p_cart integer, p_seats integer[], p_now timestamp with time zone, p_until timestamp with time zone, p_address inet DEFAULT NULL::inet)
 RETURNS SETOF integer
 LANGUAGE sql
AS $function$
  INSERT INTO seat_holds (event_id, seat_id, cart_id, order_id, status, expires_at, created_at, client_address)
  SELECT p_event, s, p_cart, NULL, 'held', p_until, p_now, p_address
  FROM unnest(p_seats) AS s
  ORDER BY s
  ON CONFLICT (event_id, seat_id) DO UPDATE
    SET cart_id = excluded.cart_id, order_id = NULL, status = 'held',
        expires_at = excluded.expires_at, created_at = excluded.created_at, client_address = excluded.client_address
    WHERE seat_holds.expires_at < p_now
  RETURNING seat_id
$function$;

CREATE OR REPLACE FUNCTION public.email_identity(p_email text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.event_zone_inventory_guard_taken()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF pg_trigger_depth() < 2 AND (
    (TG_OP = 'INSERT' AND NEW.taken <> 0) OR (TG_OP = 'UPDATE' AND NEW.taken IS DISTINCT FROM OLD.taken)
  ) THEN
    RAISE EXCEPTION 'event_zone_inventory.taken is maintained from zone_holds; insert or delete zone_holds instead'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$function$;

CREATE OR REPLACE FUNCTION public.gift_certificates_guard_balance()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF pg_trigger_depth() < 2 AND (
    (TG_OP = 'INSERT' AND NEW.balance_kopecks <> 0)
    OR (TG_OP = 'UPDATE' AND NEW.balance_kopecks IS DISTINCT FROM OLD.balance_kopecks)
  ) THEN
    RAISE EXCEPTION 'gift_certificates.balance_kopecks changes only through certificate_transactions'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$function$;

CREATE OR REPLACE FUNCTION public.hold_address_refusal(p_address inet, p_cart integer, p_event integer, p_zone integer, p_places integer, p_now timestamp with time zone, p_max_places integer, p_fresh boolean, p_new_carts integer, p_since timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_held bigint;
BEGIN
  IF p_address IS NULL OR (p_max_places IS NULL AND p_new_carts IS NULL) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('hold-address:' || p_address::text));
  -- Counted up to the limit only: a refused window is not recorded, so there are rarely more rows than that anyway.
  IF p_fresh AND p_new_carts IS NOT NULL AND (
      SELECT count(*) FROM (
        SELECT 1 FROM carts c
        WHERE c.client_address = p_address AND c.window_opened_at > p_since AND c.id <> p_cart
        LIMIT p_new_carts) recent) >= p_new_carts THEN
    RETURN 'carts';
  END IF;
  IF p_max_places IS NOT NULL THEN
    -- Live places: only held and ordered rows have an expires_at (seat_holds_state_ck, zone_holds_state_ck), so the
    -- indexes on (event_id, client_address, expires_at) find them alone. The cart's own row of this zone is counted
    -- whole, as it will be after the hold (it moves to this network).
    SELECT (SELECT count(*) FROM seat_holds h
        WHERE h.event_id = p_event AND h.client_address = p_address AND h.expires_at > p_now)
      + (SELECT coalesce(sum(z.quantity), 0) FROM zone_holds z
        WHERE z.event_id = p_event AND z.client_address = p_address AND z.expires_at > p_now
          AND (z.cart_id, z.zone_id) IS DISTINCT FROM (p_cart, p_zone))
      + (SELECT coalesce(sum(z.quantity), 0) FROM zone_holds z
        WHERE p_zone IS NOT NULL AND z.cart_id = p_cart AND z.event_id = p_event AND z.zone_id = p_zone
          AND z.status = 'held' AND z.expires_at > p_now)
      INTO v_held;
    IF v_held + p_places > p_max_places THEN
      RETURN 'event';
    END IF;
  END IF;
  IF p_fresh THEN
    UPDATE carts SET client_address = p_address, window_opened_at = p_now WHERE id = p_cart;
  END IF;
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.hold_seats(p_session text, p_user integer, p_event integer, p_seats integer[], p_prices integer[], p_now timestamp with time zone, p_until timestamp with time zone, p_cart_limit integer, p_event_limit integer, p_address inet DEFAULT NULL::inet, p_max_places integer DEFAULT NULL::integer, p_new_carts integer DEFAULT NULL::integer, p_since timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS json
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_taken integer[];
  v_cart integer;
  v_expires timestamptz;
  v_got integer[];
  v_lines json;
  v_refusal text;
BEGIN
  -- Refused without taking a lock: seats visibly held by anyone else (a hint; the claim decides).
  SELECT array_agg(h.seat_id ORDER BY h.seat_id) INTO v_taken FROM seat_holds h
  WHERE h.event_id = p_event AND h.seat_id = ANY (p_seats)
    AND (h.expires_at IS NULL OR h.expires_at > p_now)
    AND (h.cart_id IS NULL OR h.cart_id NOT IN (
      SELECT c.id FROM carts c WHERE c.session_id = p_session OR c.user_id = p_user));
  IF v_taken IS NOT NULL THEN
    RETURN json_build_object('kind', 'taken', 'seats', v_taken);
  END IF;
  -- A session with live waiting-list offers: the general hold weighs the places they keep, in its transaction
  -- (cart.repository.ts holdInWindow), from the offers in the database and never a process's copy of them.
  IF EXISTS (SELECT 1 FROM waiting_list_entries w WHERE w.event_id = p_event AND w.claimed_at IS NULL
      AND w.offer_expires_at IS NOT NULL AND w.offer_expires_at > p_now) THEN
    RETURN json_build_object('kind', 'slow');
  END IF;
  IF p_user IS NOT NULL AND p_session IS NOT NULL
    AND EXISTS (SELECT 1 FROM carts c WHERE c.session_id = p_session AND c.user_id IS NULL) THEN
    RETURN json_build_object('kind', 'slow');
  END IF;

  PERFORM set_config('synchronous_commit', 'off', true);
  -- The owner's cart, locked; made when missing (a parallel request making it first is waited for).
  FOR attempt IN 1..2 LOOP
    IF p_user IS NOT NULL THEN
      SELECT c.id, c.expires_at INTO v_cart, v_expires FROM carts c WHERE c.user_id = p_user FOR UPDATE;
    ELSE
      SELECT c.id, c.expires_at INTO v_cart, v_expires FROM carts c WHERE c.session_id = p_session FOR UPDATE;
    END IF;
    EXIT WHEN v_cart IS NOT NULL;
    IF p_user IS NOT NULL THEN
      INSERT INTO carts (user_id) VALUES (p_user) ON CONFLICT (user_id) DO NOTHING RETURNING id INTO v_cart;
    ELSE
      INSERT INTO carts (session_id) VALUES (p_session) ON CONFLICT (session_id) DO NOTHING RETURNING id INTO v_cart;
    END IF;
    EXIT WHEN v_cart IS NOT NULL;
  END LOOP;
  IF v_cart IS NULL THEN
    RAISE EXCEPTION 'cart could not be opened';
  END IF;
  IF (v_expires IS NOT NULL AND v_expires > p_now)
    OR EXISTS (SELECT 1 FROM cart_items ci WHERE ci.cart_id = v_cart)
    OR EXISTS (SELECT 1 FROM seat_holds h WHERE h.cart_id = v_cart)
    OR EXISTS (SELECT 1 FROM zone_holds z WHERE z.cart_id = v_cart) THEN
    RETURN json_build_object('kind', 'slow');
  END IF;

  IF cardinality(p_seats) > p_cart_limit THEN
    RETURN json_build_object('kind', 'too_many', 'max', p_cart_limit);
  END IF;
  IF cardinality(p_seats) > p_event_limit THEN
    RETURN json_build_object('kind', 'too_many', 'max', p_event_limit);
  END IF;
  -- A fresh window: the network's limits (after the cart's lock, before the seats').
  v_refusal := hold_address_refusal(p_address, v_cart, p_event, NULL, cardinality(p_seats), p_now, p_max_places,
    true, p_new_carts, p_since);
  IF v_refusal IS NOT NULL THEN
    RETURN json_build_object('kind', 'hold_limit', 'reason', v_refusal);
  END IF;

  -- All or nothing: a claim that misses a seat undoes the block (a subtransaction) and says which.
  BEGIN
    SELECT array_agg(s) INTO v_got FROM claim_seats(p_event, v_cart, p_seats, p_now, p_until, p_address) AS s;
    IF coalesce(cardinality(v_got), 0) < cardinality(p_seats) THEN
      v_taken := ARRAY(SELECT s FROM unnest(p_seats) AS s WHERE s <> ALL (coalesce(v_got, '{}')) ORDER BY s);
      RAISE EXCEPTION USING ERRCODE = 'AH409';
    END IF;
    WITH lines AS (
      INSERT INTO cart_items (cart_id, event_id, seat_id, quantity, price_kopecks, created_at)
      SELECT v_cart, p_event, s.id, 1, s.price, p_now FROM unnest(p_seats, p_prices) AS s (id, price)
      RETURNING id, seat_id, price_kopecks
    )
    SELECT json_agg(json_build_array(l.id, l.seat_id, l.price_kopecks) ORDER BY l.seat_id) INTO v_lines FROM lines l;
    UPDATE carts SET expires_at = p_until, updated_at = p_now WHERE id = v_cart;
  EXCEPTION WHEN SQLSTATE 'AH409' THEN
    RETURN json_build_object('kind', 'taken', 'seats', v_taken);
  END;
  RETURN json_build_object('kind', 'held', 'cart', v_cart, 'lines', v_lines);
END;
$function$;

CREATE OR REPLACE FUNCTION public.hold_seats_in_session(p_session text, p_event integer, p_seats integer[], p_prices integer[], p_now timestamp with time zone, p_until timestamp with time zone, p_cart_limit integer, p_event_limit integer, p_idle interval, p_absolute interval, p_address inet DEFAULT NULL::inet, p_max_places integer DEFAULT NULL::integer, p_new_carts integer DEFAULT NULL::integer, p_since timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS json
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_user integer;
BEGIN
  SELECT CASE WHEN u.is_active THEN s.user_id END INTO v_user
  FROM sessions s LEFT JOIN users u ON u.id = s.user_id
  WHERE s.id = p_session AND s.expires_at > p_now;
  IF NOT FOUND THEN
    RETURN json_build_object('kind', 'no_session');
  END IF;
  UPDATE sessions SET last_seen_at = p_now, expires_at = least(p_now + p_idle, created_at + p_absolute)
  WHERE id = p_session AND last_seen_at < p_now - interval '1 minute';
  RETURN hold_seats(p_session, v_user, p_event, p_seats, p_prices, p_now, p_until, p_cart_limit, p_event_limit,
    p_address, p_max_places, p_new_carts, p_since);
END;
$function$;

CREATE OR REPLACE FUNCTION public.performance_titles_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO performance_titles AS t (performance_id, venue_id, is_published, archived, updated_at, title_ru, text)
  VALUES (NEW.id, NEW.venue_id, NEW.is_published, NEW.archived_at IS NOT NULL, NEW.updated_at,
    coalesce(NEW.title->>'ru', ''),
    lower(NEW.slug || ' ' || coalesce(NEW.title->>'ru', '') || ' ' || coalesce(NEW.title->>'en', '') || ' '
      || coalesce(NEW.title->>'fr', '') || ' ' || coalesce(NEW.title->>'de', '')))
  ON CONFLICT (performance_id) DO UPDATE SET venue_id = EXCLUDED.venue_id, is_published = EXCLUDED.is_published,
    archived = EXCLUDED.archived, updated_at = EXCLUDED.updated_at, title_ru = EXCLUDED.title_ru, text = EXCLUDED.text;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.zone_holds_sync_taken()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.event_id = OLD.event_id AND NEW.zone_id = OLD.zone_id THEN
    UPDATE event_zone_inventory SET taken = taken + NEW.quantity - OLD.quantity
      WHERE event_id = NEW.event_id AND zone_id = NEW.zone_id;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_zone_inventory SET taken = taken - OLD.quantity
      WHERE event_id = OLD.event_id AND zone_id = OLD.zone_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE event_zone_inventory SET taken = taken + NEW.quantity
      WHERE event_id = NEW.event_id AND zone_id = NEW.zone_id;
  END IF;
  RETURN NULL;
END;
$function$;

-- Triggers, by table.

CREATE TRIGGER certificate_transactions_append_only BEFORE DELETE OR UPDATE ON public.certificate_transactions FOR EACH ROW EXECUTE FUNCTION certificate_transactions_append_only();
CREATE TRIGGER certificate_transactions_apply AFTER INSERT ON public.certificate_transactions FOR EACH ROW EXECUTE FUNCTION certificate_transactions_apply();
CREATE TRIGGER event_zone_inventory_guard_taken BEFORE INSERT OR UPDATE OF taken ON public.event_zone_inventory FOR EACH ROW EXECUTE FUNCTION event_zone_inventory_guard_taken();
CREATE TRIGGER gift_certificates_guard_balance BEFORE INSERT OR UPDATE OF balance_kopecks ON public.gift_certificates FOR EACH ROW EXECUTE FUNCTION gift_certificates_guard_balance();
CREATE TRIGGER performance_titles_sync AFTER INSERT OR UPDATE OF slug, title, venue_id, is_published, archived_at, updated_at ON public.performances FOR EACH ROW EXECUTE FUNCTION performance_titles_sync();
CREATE TRIGGER zone_holds_sync_taken AFTER INSERT OR DELETE OR UPDATE OF event_id, zone_id, quantity ON public.zone_holds FOR EACH ROW EXECUTE FUNCTION zone_holds_sync_taken();
