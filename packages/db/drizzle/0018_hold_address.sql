ALTER TABLE "carts" ADD COLUMN "client_address" "inet";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "window_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "client_address" "inet";--> statement-breakpoint
ALTER TABLE "zone_holds" ADD COLUMN "client_address" "inet";--> statement-breakpoint
CREATE INDEX "carts_address_window_idx" ON "carts" USING btree ("client_address","window_opened_at") WHERE "carts"."client_address" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "seat_holds_event_address_idx" ON "seat_holds" USING btree ("event_id","client_address","expires_at") WHERE "seat_holds"."client_address" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "zone_holds_event_address_idx" ON "zone_holds" USING btree ("event_id","client_address","expires_at") WHERE "zone_holds"."client_address" IS NOT NULL;--> statement-breakpoint

-- Hoarding (issue 18): one client holding a whole session through many fresh sessions. Holds now carry the client
-- network of the request that took them (an IPv4 address, or the /64 of an IPv6 one; the API computes it:
-- apps/api/src/modules/cart/hold-address.ts), and a hold is refused when
--   * the network's live places of the session (seats and zone places, held or in an order awaiting payment) would
--     pass p_max_places (a share of the session's size with a floor, computed by the API: cart.service.ts), or
--   * the hold opens a new hold window (an empty cart's first place) and the network already opened p_new_carts
--     windows since p_since.
-- hold_address_refusal answers why ('event' or 'carts') or null, and on a new window records the network on the
-- cart. It takes a transaction-scoped advisory lock on the network first, so two holds of one network (on any API
-- process) take turns and the second counts the first's places: the cap holds under concurrency. Lock order: the
-- caller has locked its cart row; this lock comes next, before zone inventories and seats (cart.repository.ts).
-- A null network (a hold no visitor's request made, e.g. a waiting-list offer's) is never refused nor counted, and
-- with both limits off nothing is locked.
CREATE FUNCTION hold_address_refusal(p_address inet, p_cart integer, p_event integer, p_zone integer,
    p_places integer, p_now timestamptz, p_max_places integer, p_fresh boolean, p_new_carts integer,
    p_since timestamptz)
  RETURNS text LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint

-- claim_seats (0006) records the network on the holds it takes.
DROP FUNCTION claim_seats(integer, integer, integer[], timestamptz, timestamptz);--> statement-breakpoint
CREATE FUNCTION claim_seats(p_event integer, p_cart integer, p_seats integer[], p_now timestamptz,
    p_until timestamptz, p_address inet DEFAULT NULL)
  RETURNS SETOF integer LANGUAGE sql AS $$
  INSERT INTO seat_holds (event_id, seat_id, cart_id, order_id, status, expires_at, created_at, client_address)
  SELECT p_event, s, p_cart, NULL, 'held', p_until, p_now, p_address
  FROM unnest(p_seats) AS s
  ORDER BY s
  ON CONFLICT (event_id, seat_id) DO UPDATE
    SET cart_id = excluded.cart_id, order_id = NULL, status = 'held',
        expires_at = excluded.expires_at, created_at = excluded.created_at, client_address = excluded.client_address
    WHERE seat_holds.expires_at < p_now
  RETURNING seat_id
$$;--> statement-breakpoint

-- hold_seats (0006) with the network's limits: answers {"kind":"hold_limit","reason":"event"|"carts"} when
-- hold_address_refusal refuses (nothing held; only the cart row may have been made).
DROP FUNCTION hold_seats(text, integer, integer, integer[], integer[], timestamptz, timestamptz, integer, integer);--> statement-breakpoint
CREATE FUNCTION hold_seats(p_session text, p_user integer, p_event integer, p_seats integer[],
    p_prices integer[], p_now timestamptz, p_until timestamptz, p_cart_limit integer,
    p_event_limit integer, p_address inet DEFAULT NULL, p_max_places integer DEFAULT NULL,
    p_new_carts integer DEFAULT NULL, p_since timestamptz DEFAULT NULL)
  RETURNS json LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint

-- hold_seats_in_session (0013), passing the network's limits on to hold_seats.
DROP FUNCTION hold_seats_in_session(text, integer, integer[], integer[], timestamptz, timestamptz, integer, integer,
  interval, interval);--> statement-breakpoint
CREATE FUNCTION hold_seats_in_session(p_session text, p_event integer, p_seats integer[], p_prices integer[],
    p_now timestamptz, p_until timestamptz, p_cart_limit integer, p_event_limit integer,
    p_idle interval, p_absolute interval, p_address inet DEFAULT NULL, p_max_places integer DEFAULT NULL,
    p_new_carts integer DEFAULT NULL, p_since timestamptz DEFAULT NULL)
  RETURNS json LANGUAGE plpgsql AS $$
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
$$;
