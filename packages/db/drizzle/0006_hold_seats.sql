-- Seat holds in the database, so that POST /cart/add is one round trip (docs/performance.md "Holds
-- under a sell-out rush"; the callers are packages/db/src/seat-holds.ts and the cart repository).
--
-- claim_seats: THE claim of a list of seats for a cart, one statement. A free seat, or one whose
-- hold expired, is taken; a live hold of anyone (this cart included), a sale or a block is not. Rows
-- are claimed in ascending seat id, so two claims over overlapping seats lock them in the same order
-- and cannot deadlock each other. Returns the seat ids it got. UNIQUE (event_id, seat_id) is the
-- guarantee: exactly one claimant of a seat wins.
CREATE FUNCTION claim_seats(p_event integer, p_cart integer, p_seats integer[], p_now timestamptz,
    p_until timestamptz)
  RETURNS SETOF integer LANGUAGE sql AS $$
  INSERT INTO seat_holds (event_id, seat_id, cart_id, order_id, status, expires_at, created_at)
  SELECT p_event, s, p_cart, NULL, 'held', p_until, p_now
  FROM unnest(p_seats) AS s
  ORDER BY s
  ON CONFLICT (event_id, seat_id) DO UPDATE
    SET cart_id = excluded.cart_id, order_id = NULL, status = 'held',
        expires_at = excluded.expires_at, created_at = excluded.created_at
    WHERE seat_holds.expires_at < p_now
  RETURNING seat_id
$$;--> statement-breakpoint

-- hold_seats: the common case of POST /cart/add with seats, whole, in one statement (one implicit
-- transaction): a visitor whose cart has no open hold window and nothing left of an ended one
-- (every buyer of a rush). Answers JSON:
--   {"kind":"taken","seats":[…]}   someone else holds, bought or blocked these seats: nothing changed;
--   {"kind":"too_many","max":n}    over the limit of places per order: nothing changed;
--   {"kind":"held","cart":id,"lines":[[line id, seat id, price], …]}  all seats held until p_until;
--   {"kind":"slow"}                anything else (an open window whose lines count, leftovers of an
--                                  ended one, a session cart to adopt at sign-in): the caller runs its
--                                  general transaction; only the cart row may have been made here.
-- The owner is the session (p_user null) or the user (their cart; p_session is then the session
-- whose anonymous cart would be adopted). Lock order as in the cart repository: the cart row, then
-- seats in id order. Synchronous commit is off for this transaction, as for every cart transaction
-- (apps/api/src/modules/cart/cart-window.ts openCart says why).
CREATE FUNCTION hold_seats(p_session text, p_user integer, p_event integer, p_seats integer[],
    p_prices integer[], p_now timestamptz, p_until timestamptz, p_cart_limit integer,
    p_event_limit integer)
  RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  v_taken integer[];
  v_cart integer;
  v_expires timestamptz;
  v_got integer[];
  v_lines json;
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

  -- All or nothing: a claim that misses a seat undoes the block (a subtransaction) and says which.
  BEGIN
    SELECT array_agg(s) INTO v_got FROM claim_seats(p_event, v_cart, p_seats, p_now, p_until) AS s;
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
$$;
